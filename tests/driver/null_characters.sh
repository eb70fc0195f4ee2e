# NUL bytes in the source, as gcc says them: "null character(s) ignored"
# once per run of them between tokens, "null character(s) preserved in
# literal" at a string or character literal that holds one, nothing for
# one in a comment; with -E too.  The same file without the NUL bytes
# gives no warning.
. "$(dirname "$0")/lib.bash"
printf '/* a\000b */ int x;\nconst char *s = "a\000b";\nint y;\000\000\nint z = 1;\n' > "$work/nul.c"
run "$work/nul.c"
expect_status 0
expect_match "$work/err" "nul.c:2:17: warning: null character\(s\) preserved in literal" "literal"
expect_match "$work/err" "nul.c:3:7: warning: null character\(s\) ignored" "between tokens"
[ "$(grep -c 'warning: null character' "$work/err")" = 2 ] || fail "expected two warnings: $(grep warning "$work/err")"
run -E "$work/nul.c"
expect_status 0
expect_match "$work/err" "nul.c:3:7: warning: null character\(s\) ignored" "with -E"
printf '/* ab */ int x;\nconst char *s = "ab";\nint y;\nint z = 1;\n' > "$work/clean.c"
run "$work/clean.c"
expect_status 0
expect_empty "$work/err" "no warning without NUL bytes"
