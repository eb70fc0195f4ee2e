# -D, -U, -include, -I, -iquote, -isystem and -std take effect as in gcc,
# in both the joined (-DX) and the separate (-D X) spellings.
. "$(dirname "$0")/lib.bash"
mkdir -p "$work/quote" "$work/angle" "$work/system"
printf 'from_iquote QUOTE_ONLY\n' > "$work/quote/quoted.h"
printf 'from_dash_I\n' > "$work/angle/angled.h"
printf 'from_isystem __FILE__\n#define SYS_MACRO sys\n' > "$work/system/sys.h"
printf '#define FORCED forced_value\n' > "$work/forced.h"
cat > "$work/t.c" <<'C'
#include "quoted.h"
#include <angled.h>
#include <sys.h>
#if __has_include(<quoted.h>)
wrong_iquote_used_for_angle
#endif
A B C D E [EMPTY] F(3) FORCED SYS_MACRO UNDONE __STRICT_ANSI__ __STDC_VERSION__
#ifdef __linux__
linux_kept
#endif
C
same_as_gcc -iquote "$work/quote" -I "$work/angle" -isystem "$work/system" \
    -DA -DB=2 -D C=3 -D 'D=(4 + 4)' -DE=five -DEMPTY= '-DF(x)=x*x' -DQUOTE_ONLY=q \
    -DUNDONE -UUNDONE -U __linux__ -include "$work/forced.h" "$work/t.c"
grep -q 'from_iquote q' "$work/ann.i" || fail "-iquote header or -D not seen"
grep -q 'forced_value' "$work/ann.i" || fail "-include not seen"
same_as_gcc -iquote"$work/quote" -I"$work/angle" -isystem"$work/system" -std=c11 \
    -DA=1 -DB -DC -DD -DE "$work/t.c"
