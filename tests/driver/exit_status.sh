# Exit status: 0 when clean (warnings allowed), 1 when the input has errors.
. "$(dirname "$0")/lib.bash"
printf 'int x;\n' > "$work/clean.c"
printf '#warning careful\nint x;\n' > "$work/warning.c"
printf '#if 1 +\n#endif\n' > "$work/error.c"
run -E "$work/clean.c"
expect_status 0
expect_empty "$work/err" "stderr for a clean file"
run -E "$work/warning.c"
expect_status 0
expect_match "$work/err" "^$work/warning.c:1:[0-9]+: warning: #warning careful" "warning"
run -E "$work/error.c"
expect_status 1
expect_match "$work/err" "^$work/error.c:1:[0-9]+: error: " "error"
