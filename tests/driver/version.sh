# --version prints the name and a version number and exits 0.
. "$(dirname "$0")/lib.bash"
run --version
expect_status 0
expect_match "$work/out" 'annotalysis.*[0-9]' "--version"
