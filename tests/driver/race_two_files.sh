# A data race whose guard is taken through a wrapper in another file: the
# wrappers lock a static mutex of stats.c; the workers of worker.c count
# under them twice and once without.  Through summaries and --link, the
# wrappers' contracts reach worker.c, the guard is known, and the
# unguarded write is reported; with the third write under the wrappers
# too, nothing is.
. "$(dirname "$0")/lib.bash"
cat > "$work/stats.c" <<'C'
#include <pthread.h>
static pthread_mutex_t stats_mutex = PTHREAD_MUTEX_INITIALIZER;
void stats_lock(void) { pthread_mutex_lock(&stats_mutex); }
void stats_unlock(void) { pthread_mutex_unlock(&stats_mutex); }
C
write_worker() {
    cat > "$work/worker.c" <<C
#include <pthread.h>
void stats_lock(void);
void stats_unlock(void);
long served, failed;
static void *worker(void *arg) {
  stats_lock();
  served++;
  stats_unlock();
  stats_lock();
  served += 2;
  failed++;
  stats_unlock();
  $1
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
}
link_both() {
    (cd "$work" && rm -f *.tsa && "$ANNOTALYSIS" -c stats.c -o stats.tsa && "$ANNOTALYSIS" -c worker.c -o worker.tsa &&
        "$ANNOTALYSIS" --link stats.tsa worker.tsa) > "$work/out" 2> "$work/err"
    status=$?
}
write_worker 'served--;'
link_both
[ $status -eq 0 ] || fail "exit status $status: $(head -c 300 "$work/err")"
[ "$(grep -c 'warning:' "$work/err")" -eq 1 ] || fail "not one warning: $(cat "$work/err")"
grep -q "worker.c:13:3: warning: data race: writing 'served' without holding 'stats_mutex', held at 2 of its 3 writes" "$work/err" ||
    fail "no race at worker.c:13: $(head -c 400 "$work/err")"
grep -q "worker.c:7:3: note: 'served' written with 'stats_mutex' held, in function 'worker'" "$work/err" ||
    fail "no note at the guarded write: $(head -c 600 "$work/err")"
# worker.c alone does not know what the wrappers take: no guard is
# inferred, and the writes look unlocked
run "$work/worker.c"
! grep -q "without holding" "$work/err" || fail "worker.c alone: $(head -c 300 "$work/err")"
grep -q "worker.c:7:3: warning: data race: 'served' is written by two threads with no lock held" "$work/err" ||
    fail "worker.c alone, unlocked writes: $(head -c 300 "$work/err")"
write_worker 'stats_lock(); served--; stats_unlock();'
link_both
[ $status -eq 0 ] && [ ! -s "$work/err" ] || fail "guarded everywhere: status $status: $(head -c 300 "$work/err")"
# A function defined in one file, stored in a member in a second and
# called through that member in a third: the call in loop.c holds the
# lock, so the member's function in handlers.c runs with it; a second call
# with no lock races with the first in the other thread that runs the
# loop.
cat > "$work/handlers.c" <<'C'
#include <pthread.h>
extern pthread_mutex_t state_lock;
extern long state;
void step(void) { state++; }
C
cat > "$work/table.c" <<'C'
struct ops { void (*run)(void); };
void step(void);
struct ops stepper = {.run = step};
C
write_loop() {
    cat > "$work/loop.c" <<C
#include <pthread.h>
struct ops { void (*run)(void); };
extern struct ops stepper;
pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;
long state;
static void *looper(void *arg) {
  pthread_mutex_lock(&state_lock);
  stepper.run();
  pthread_mutex_unlock(&state_lock);
  pthread_mutex_lock(&state_lock);
  state = 0;
  pthread_mutex_unlock(&state_lock);
  $1
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, looper, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
C
}
link_members() {
    (cd "$work" && rm -f *.tsa && "$ANNOTALYSIS" -c handlers.c -o handlers.tsa && "$ANNOTALYSIS" -c table.c -o table.tsa &&
        "$ANNOTALYSIS" -c loop.c -o loop.tsa && "$ANNOTALYSIS" --link handlers.tsa table.tsa loop.tsa) > "$work/out" 2> "$work/err"
    status=$?
}
write_loop ''
link_members
[ $status -eq 0 ] && [ ! -s "$work/err" ] || fail "member call under the lock: status $status: $(head -c 300 "$work/err")"
write_loop 'stepper.run();'
link_members
grep -q "handlers.c:4:19: warning: data race: writing 'state' while another thread writes it, with no lock in common" "$work/err" ||
    fail "member call without the lock: $(head -c 400 "$work/err")"
grep -q "loop.c:13:11: note: 'step' called here, in function 'looper'" "$work/err" ||
    fail "no note at the unlocked member call: $(head -c 600 "$work/err")"
