# A number an option takes is checked, not wrapped: --max-expansion=-1 is
# not "no limit" (strtoull would take it as 2^64-1), nor is a number past
# 2^64; both are bad usage, exit 2, with a message naming the option.
. "$(dirname "$0")/lib.bash"
printf 'int x;\n' > "$work/t.c"
for value in -1 +5 99999999999999999999999 '' 12abc; do
    run "--max-expansion=$value" "$work/t.c"
    expect_status 2
    grep -qF -- "'--max-expansion=$value'" "$work/err" || fail "no message names --max-expansion=$value"
done
expect_match "$work/err" "takes a number of tokens" "what --max-expansion takes"
run --max-expansion=99999999999999999999999 "$work/t.c"
expect_match "$work/err" "too large" "a number past 2^64"
run --max-expansion=1000 "$work/t.c"
expect_status 0
