# An input that is not a regular file is refused with a message, at once:
# a directory, and /dev/zero, which would otherwise be read for ever.
. "$(dirname "$0")/lib.bash"
run /dev/zero
expect_status 1
expect_match "$work/err" "/dev/zero: not a regular file" "message for /dev/zero"
mkdir "$work/dir.c"
run -E "$work/dir.c"
expect_status 1
expect_match "$work/err" "$work/dir.c: not a regular file" "message for a directory"
