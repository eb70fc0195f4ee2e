# #error gives exit 1 and "file:L:C: error: #error text", then the source
# line and a caret line whose '^' is under column C.
. "$(dirname "$0")/lib.bash"
file=$work/t.c
printf 'int before;\n\n  #error something bad happened\nint after;\n' > "$file"
run -E "$file"
expect_status 1
head_line=$(grep -n -m 1 -E "^$file:3:[0-9]+: error: #error something bad happened" "$work/err") ||
    fail "no '$file:3:C: error: #error ...' line in: $(head -c 300 "$work/err")"
number=${head_line%%:*}
column=$(sed -n "${number}p" "$work/err" | sed -E "s|^$file:3:([0-9]+):.*|\1|")
source_line=$(sed -n "$((number + 1))p" "$work/err")
caret_line=$(sed -n "$((number + 2))p" "$work/err")
# GCC's layout "    3 |   #error ..." is accepted as well as the bare line.
prefix=$(printf '%s' "$source_line" | sed -E 's/^(( *[0-9]+ \| )?).*/\1/')
[ "${source_line#"$prefix"}" = "  #error something bad happened" ] ||
    fail "source line after the diagnostic is '$source_line'"
caret=${caret_line:${#prefix}}
[[ $caret =~ ^(\ *)\^~*\ *$ ]] || fail "caret line is '$caret_line'"
[ $((${#BASH_REMATCH[1]} + 1)) -eq "$column" ] ||
    fail "caret at column $((${#BASH_REMATCH[1]} + 1)), diagnostic says $column"
grep -q 'int before' "$work/out" || fail "-E output stops at the error"
