# No input file is bad usage: exit 2 with a message.
. "$(dirname "$0")/lib.bash"
run
expect_status 2
expect_match "$work/err" '.' "message without arguments"
run -E
expect_status 2
expect_match "$work/err" '.' "message for -E without a file"
run -O2 -Wall
expect_status 2
