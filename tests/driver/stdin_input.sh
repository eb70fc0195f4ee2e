# "-" reads the main file from standard input, named <stdin> as gcc names it.
. "$(dirname "$0")/lib.bash"
printf '#define X 42\nint x = X; const char *f = __FILE__;\n' > "$work/t.c"
timeout 30 "$ANNOTALYSIS" -E - < "$work/t.c" > "$work/out" 2> "$work/err"
status=$?
expect_status 0
gcc -E - < "$work/t.c" > "$work/gcc.i"
"$TOKDIFF" "$work/gcc.i" "$work/out" > /dev/null || fail "-E - differs from gcc -E -"
grep -q '"<stdin>"' "$work/out" || fail "__FILE__ of standard input is not \"<stdin>\""
