# -imacros keeps a file's macros but not its text, -idirafter searches last,
# -nostdinc drops the system directories and the implicit stdc-predef.h, as
# in gcc.
. "$(dirname "$0")/lib.bash"
mkdir -p "$work/after" "$work/first"
printf 'text_of_macros_file\n#define FROM_IMACROS imacros_value\n' > "$work/macros.h"
printf 'from_after\n' > "$work/after/shadowed.h"
printf 'from_first\n' > "$work/first/shadowed.h"
printf 'only_after\n' > "$work/after/only.h"
cat > "$work/t.c" <<'C'
#include <shadowed.h>
#include <only.h>
FROM_IMACROS
#ifdef __STDC_ISO_10646__
stdc_predef_read
#endif
C
same_as_gcc -imacros "$work/macros.h" -idirafter "$work/after" -I "$work/first" "$work/t.c"
grep -q 'text_of_macros_file' "$work/ann.i" && fail "-imacros printed the file's text"
grep -q 'imacros_value' "$work/ann.i" || fail "-imacros macro not defined"
grep -q 'from_first' "$work/ann.i" || fail "-I did not come before -idirafter"
grep -q 'only_after' "$work/ann.i" || fail "-idirafter directory not searched"
grep -q 'stdc_predef_read' "$work/ann.i" || fail "stdc-predef.h not read implicitly"
same_as_gcc -nostdinc -I "$work/first" -idirafter "$work/after" -imacros "$work/macros.h" "$work/t.c"
grep -q 'stdc_predef_read' "$work/ann.i" && fail "-nostdinc still read stdc-predef.h"
true
