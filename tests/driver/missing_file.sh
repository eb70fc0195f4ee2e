# A missing input file is reported with its name; exit 1 (or 2).
. "$(dirname "$0")/lib.bash"
run -E "$work/nosuch.c"
expect_status 1 2
expect_match "$work/err" "$work/nosuch.c:" "message for the missing file"
run "$work/nosuch.c"
expect_status 1 2
expect_match "$work/err" "$work/nosuch.c:" "message for the missing file without -E"
