# A diagnostic inside a header says where the header was included from,
# innermost first, as gcc does, and points at the directive name.
. "$(dirname "$0")/lib.bash"
printf '#include "b.h"\n' > "$work/a.h"
printf '#error in b\n' > "$work/b.h"
printf 'int x;\n#include "a.h"\n' > "$work/m.c"
run "$work/m.c"
expect_status 1
[ "$(sed -n 1p "$work/err")" = "In file included from $work/a.h:1," ] || fail "first line: $(sed -n 1p "$work/err")"
[ "$(sed -n 2p "$work/err")" = "                 from $work/m.c:2:" ] || fail "second line: $(sed -n 2p "$work/err")"
[ "$(sed -n 3p "$work/err")" = "$work/b.h:1:2: error: #error in b" ] || fail "third line: $(sed -n 3p "$work/err")"
