# --help prints a usage message on stdout and exits 0.
. "$(dirname "$0")/lib.bash"
run --help
expect_status 0
expect_match "$work/out" '[Uu]sage' "--help"
expect_match "$work/out" '(^|[^-])-E([^A-Za-z]|$)' "--help mentions -E"
expect_match "$work/out" '--verify' "--help mentions --verify"
