# An unknown option is bad usage: exit 2 and a message that names it.
. "$(dirname "$0")/lib.bash"
printf 'int x;\n' > "$work/t.c"
run --bogus "$work/t.c"
expect_status 2
expect_match "$work/err" '--bogus' "message for --bogus"
run -E --bogus "$work/t.c"
expect_status 2
expect_empty "$work/out" "stdout after bad usage"
