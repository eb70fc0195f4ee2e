# Bytes of the input never reach the terminal raw: a control byte (an
# escape sequence in a hostile file starts with one) is shown as gcc
# shows it, <U+001B>, in the message and in the source line, and the
# caret stays under the place it points at.
. "$(dirname "$0")/lib.bash"
printf 'int x = 1 \033[31m;\n' > "$work/escape.c"
run "$work/escape.c"
expect_status 1
if LC_ALL=C grep -q "$(printf '\033')" "$work/err"; then
    fail "an escape byte reached the output: $(cat -v "$work/err" | head -c 200)"
fi
expect_match "$work/err" "expected ';' before '<U\\+001B>'" "the byte in the message"
expect_match "$work/err" '^int x = 1 <U\+001B>\[31m;$' "the byte in the source line"
expect_match "$work/err" '^          \^$' "the caret under the byte"
printf 'int a\001b;\n' > "$work/after.c"
run "$work/after.c"
# a byte other than ESC is shown the same way
expect_match "$work/err" '^int a<U\+0001>b;$' "a byte before the caret"
