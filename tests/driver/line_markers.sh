# -E marks file changes as gcc does: entering a header (flag 1, with 3 4 for
# a system header), returning to the includer at the line after the
# #include (flag 2), and -P leaves the markers out.
. "$(dirname "$0")/lib.bash"
printf 'int a;\n' > "$work/local.h"
printf '#include <stddef.h>\nint x;\n#include "local.h"\nint y;\n' > "$work/t.c"
run -E "$work/t.c"
expect_status 0
expect_match "$work/out" '^# 1 "[^"]*/stddef.h" 1 3 4$' "entering a system header"
expect_match "$work/out" "^# 2 \"$work/t.c\" 2\$" "returning to line 2 of the main file"
expect_match "$work/out" "^# 1 \"$work/local.h\" 1\$" "entering a local header"
expect_match "$work/out" "^# 4 \"$work/t.c\" 2\$" "returning to line 4"
run -E -P "$work/t.c"
expect_status 0
if grep -q '^#' "$work/out"; then fail "-P printed a line marker: $(grep -m1 '^#' "$work/out")"; fi
