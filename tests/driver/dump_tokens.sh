# --dump-tokens gives each token its spelling location and, for a macro's
# output, the chain of expansions, innermost first; an argument's tokens keep
# the location where they were written.
. "$(dirname "$0")/lib.bash"
printf '#define INNER(x) (x + 1)\n#define OUTER(y) INNER(y) * 2\nint v = OUTER(3);\n' > "$work/t.c"
run --dump-tokens "$work/t.c"
expect_status 0
expect_match "$work/out" "^$work/t.c:3:5 identifier 'v'\$" "a plain token"
expect_match "$work/out" "^$work/t.c:1:21 punct '\\+' <- INNER at $work/t.c:2:18 <- OUTER at $work/t.c:3:9\$" \
    "a token of INNER's body, expanded inside OUTER"
expect_match "$work/out" "^$work/t.c:2:27 punct '\\*' <- OUTER at $work/t.c:3:9\$" "a token of OUTER's body"
expect_match "$work/out" "^$work/t.c:3:15 number '3'\$" "the argument, where it was written"
[ "$(wc -l < "$work/out")" -eq 11 ] || fail "expected 11 tokens, got $(wc -l < "$work/out")"
