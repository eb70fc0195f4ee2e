# annotalysis suggest: a guard inferred with enough evidence becomes a
# GUARDED_BY annotation, as a patch that `patch -p0` applies; the
# annotated file, checked with annotations only (--no-infer), reports the
# same access the race check did.  A variable that main reads without the
# lock after the join gets no annotation: the annotation would report that
# read, which is no race.  Nor does one whose guard is declared after it
# (C cannot name it there), nor a member whose guard the accesses hold on
# another object of the struct (`all->lock` around `one->count`), nor one
# of a local struct that an annotation would check too.  A helper every
# call of which holds the lock gets REQUIRES with it.
. "$(dirname "$0")/lib.bash"
command -v patch >/dev/null || { echo "patch is not installed (.ci/run installs it)"; exit 1; }
write_counter() {
    cat > "$work/counter.c" <<C
#include <pthread.h>
pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
long requests;
static void *worker(void *arg) {
  pthread_mutex_lock(&stats_lock);
  requests++;
  pthread_mutex_unlock(&stats_lock);
  pthread_mutex_lock(&stats_lock);
  requests += 2;
  pthread_mutex_unlock(&stats_lock);
  requests--;
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return $1;
}
C
}
write_counter 0
(cd "$work" && "$ANNOTALYSIS" suggest counter.c) > "$work/patch" 2> "$work/err"
grep -q "counter.c:11:3: warning: data race: writing 'requests' without holding 'stats_lock'" "$work/err" ||
    fail "no race: $(head -c 300 "$work/err")"
grep -qx '+long requests GUARDED_BY(stats_lock);' "$work/patch" || fail "no annotation: $(cat "$work/patch")"
grep -qx '+#include "annotalysis.h"' "$work/patch" || fail "no include: $(cat "$work/patch")"
(cd "$work" && patch -p0 < patch) > "$work/out" 2>&1 || fail "patch failed: $(cat "$work/out")"
grep -q 'GUARDED_BY(stats_lock)' "$work/counter.c" || fail "not applied: $(cat "$work/counter.c")"
run --no-infer -I"$root/include" "$work/counter.c"
[ "$(grep -c 'warning:' "$work/err")" -eq 1 ] || fail "not one warning after the patch: $(cat "$work/err")"
grep -q "counter.c:12:3: warning: writing variable 'requests' requires holding mutex 'stats_lock' exclusively" "$work/err" ||
    fail "not the same access (one line down, after the include): $(head -c 300 "$work/err")"
write_counter '(int)requests'
(cd "$work" && "$ANNOTALYSIS" suggest counter.c) > "$work/patch" 2> "$work/err"
[ ! -s "$work/patch" ] || fail "annotated a variable main reads without the lock: $(cat "$work/patch")"
cat > "$work/later.c" <<'C'
#include <pthread.h>
long served;
struct slot { long count; pthread_mutex_t lock; };
struct slot slots[4], total;
pthread_mutex_t served_lock = PTHREAD_MUTEX_INITIALIZER;
static void *worker(void *arg) {
  for (int k = 0; k < 2; k++) {
    pthread_mutex_lock(&served_lock);
    served++;
    pthread_mutex_unlock(&served_lock);
  }
  pthread_mutex_lock(&total.lock);
  slots[1].count++;
  slots[2].count++;
  pthread_mutex_unlock(&total.lock);
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
C
(cd "$work" && "$ANNOTALYSIS" suggest later.c) > "$work/patch" 2> "$work/err"
[ ! -s "$work/patch" ] || fail "annotated with a guard declared later or held on another object: $(cat "$work/patch")"
cat > "$work/local.c" <<'C'
#include <pthread.h>
struct tally { pthread_mutex_t lock; long hits; };
struct tally shared_tally = {PTHREAD_MUTEX_INITIALIZER, 0};
static void *worker(void *arg) {
  for (int k = 0; k < 2; k++) {
    pthread_mutex_lock(&shared_tally.lock);
    shared_tally.hits++;
    pthread_mutex_unlock(&shared_tally.lock);
  }
  struct tally mine = {PTHREAD_MUTEX_INITIALIZER, 0};
  mine.hits = 1;
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
C
(cd "$work" && "$ANNOTALYSIS" suggest local.c) > "$work/patch" 2> "$work/err"
[ ! -s "$work/patch" ] || fail "annotated a member a local struct writes unlocked: $(cat "$work/patch")"
sed -i 's/  mine.hits = 1;/  pthread_mutex_lock(\&mine.lock);\n  mine.hits = 1;\n  pthread_mutex_unlock(\&mine.lock);/' "$work/local.c"
(cd "$work" && "$ANNOTALYSIS" suggest local.c) > "$work/patch" 2> "$work/err"
grep -qx '+struct tally { pthread_mutex_t lock; long hits GUARDED_BY(lock); };' "$work/patch" ||
    fail "no annotation once the local's write holds its lock: $(cat "$work/patch") $(cat "$work/local.c")"
# a helper every call of which holds the lock gets REQUIRES, with the
# GUARDED_BY of what it writes; the patched file checks with no warning
cat > "$work/helper.c" <<'C'
#include <pthread.h>
pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
long requests;
static void bump(long n) { requests += n; }
static void *worker(void *arg) {
  pthread_mutex_lock(&stats_lock);
  bump(1);
  pthread_mutex_unlock(&stats_lock);
  pthread_mutex_lock(&stats_lock);
  requests++;
  bump(2);
  pthread_mutex_unlock(&stats_lock);
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
C
(cd "$work" && "$ANNOTALYSIS" suggest helper.c) > "$work/patch" 2> "$work/err"
grep -qx '+long requests GUARDED_BY(stats_lock);' "$work/patch" || fail "no GUARDED_BY with the helper: $(cat "$work/patch")"
grep -qx '+static void REQUIRES(stats_lock) bump(long n) { requests += n; }' "$work/patch" ||
    fail "no REQUIRES on the helper: $(cat "$work/patch")"
(cd "$work" && patch -p0 < patch) > "$work/out" 2>&1 || fail "patch failed: $(cat "$work/out")"
run --no-infer -I"$root/include" "$work/helper.c"
[ ! -s "$work/err" ] || fail "warnings after the patch with REQUIRES: $(head -c 400 "$work/err")"
# the same helper called once without the lock: no REQUIRES, and no
# GUARDED_BY either (its write in the helper would warn)
sed -i 's/^  bump(2);$/  bump(2);\n  pthread_mutex_unlock(\&stats_lock);\n  bump(3);\n  pthread_mutex_lock(\&stats_lock);/; s/GUARDED_BY(stats_lock)//; s/REQUIRES(stats_lock) //; /annotalysis.h/d' "$work/helper.c"
(cd "$work" && "$ANNOTALYSIS" suggest helper.c) > "$work/patch" 2> "$work/err"
! grep -q 'REQUIRES' "$work/patch" || fail "REQUIRES on a helper called without the lock: $(cat "$work/patch") $(cat "$work/helper.c")"
exit 0
