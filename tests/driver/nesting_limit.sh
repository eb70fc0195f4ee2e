# Real nesting past 2,000 levels is refused with one clear error, which
# keeps the recursive-descent parser off the end of its stack: 2,100 `if`
# blocks inside each other (gcc accepts them).  The function after them is
# still parsed: its error is reported too.  Twin of else_if_chain.sh,
# where a chain of `else if` as long does not count as nesting.
. "$(dirname "$0")/lib.bash"
{
    echo "int f(int x) {"
    for ((i = 0; i < 2100; i++)); do echo "  if (x) {"; done
    echo "  x++;"
    for ((i = 0; i < 2100; i++)); do echo "  }"; done
    echo "  return x;"
    echo "}"
    echo "int g(void) { return undeclared; }"
} > "$work/deep.c"
run "$work/deep.c"
expect_status 1
expect_match "$work/err" "deep.c:[0-9]+:[0-9]+: error: nesting is deeper than 2000 levels" "the nesting error"
[ "$(grep -c 'error:' "$work/err")" -eq 2 ] ||
    fail "expected the nesting error and g's, got: $(grep 'error:' "$work/err" | head -c 300)"
expect_match "$work/err" "error: use of undeclared identifier 'undeclared'" "g parsed after the deep function"
