# The README's example: a library's functions, unannotated in its header,
# redeclared with annotations in a header passed with -include; every call
# then sees them.  Without the -include, the library's lock is unknown and
# the correct function is reported too.
. "$(dirname "$0")/lib.bash"
mkdir -p "$work/lib"
cat > "$work/lib/lib.h" <<'C'
#ifndef LIB_H
#define LIB_H
#include <pthread.h>
struct lib { pthread_mutex_t mu; int state; };
void lib_lock(struct lib *l);
void lib_unlock(struct lib *l);
int lib_trylock(struct lib *l);
#endif
C
cat > "$work/lib-annotations.h" <<'C'
#include <lib.h>
#include "annotalysis.h"
void lib_lock(struct lib *l) ACQUIRE(l->mu);
void lib_unlock(struct lib *l) RELEASE(l->mu);
int lib_trylock(struct lib *l) TRY_ACQUIRE(0, l->mu);
C
cat > "$work/use.c" <<'C'
#include <lib.h>
#include "annotalysis.h"
struct counter { struct lib lib; int n GUARDED_BY(lib.mu); };
void good(struct counter *c) {
  lib_lock(&c->lib);
  c->n++;
  lib_unlock(&c->lib);
}
void bad(struct counter *c) {
  if (lib_trylock(&c->lib))
    c->n++;
  else
    lib_unlock(&c->lib);
}
C
wrong="use.c:11:8: warning: writing variable 'n' requires holding mutex 'c->lib.mu' exclusively"
run -include "$work/lib-annotations.h" -I"$work/lib" -Iinclude "$work/use.c"
expect_status 0
expect_match "$work/err" "$wrong" "-include: the failed try-lock"
expect_no_match "$work/err" "use.c:6:" "-include: the correct function"
[ "$(grep -c 'warning:' "$work/err")" = 1 ] || fail "-include: one warning expected: $(cat "$work/err")"

run -I"$work/lib" -Iinclude "$work/use.c"
expect_status 0
expect_match "$work/err" "use.c:6:6: warning: writing variable 'n' requires holding mutex 'c->lib.mu' exclusively" \
    "no -include: the library's lock is unknown"
