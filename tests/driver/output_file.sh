# -E -o FILE writes the output to FILE and nothing to stdout.
. "$(dirname "$0")/lib.bash"
printf '#define X 42\nint x = X;\n' > "$work/t.c"
run -E -o "$work/t.i" "$work/t.c"
expect_status 0
expect_empty "$work/out" "stdout with -o"
[ -f "$work/t.i" ] || fail "-o did not write $work/t.i"
gcc -E "$work/t.c" > "$work/gcc.i"
"$TOKDIFF" "$work/gcc.i" "$work/t.i" > /dev/null || fail "-o output differs from gcc -E"
run -E "$work/t.c" -o "$work/after.i"
expect_status 0
grep -q 'int x = 42' "$work/after.i" || fail "-o after the input file is ignored"
