# Two files' statics of the same name are two variables, and two locks:
# a.c and b.c each have a `static int running` and a `static
# pthread_mutex_t lk`.  a.c's worker writes its `running` under its `lk`,
# b.c's writes its own with no lock: no race.  a.c takes its `lk`, then
# the global `g`; b.c takes `g`, then its own `lk`: no cycle.  Then the
# bugs within one file are still found, named without the mark that tells
# the statics apart: b.c's worker started twice races with itself on
# b.c's `running`, and b.c taking its `lk` in both orders with `g` is a
# cycle.  Each way of naming the files together: one run, and -p.
. "$(dirname "$0")/lib.bash"
cat > "$work/a.c" <<'C'
#include <pthread.h>
pthread_mutex_t g = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t lk = PTHREAD_MUTEX_INITIALIZER;
static int running;
static void *worker_a(void *arg) {
  pthread_mutex_lock(&lk);
  running = 1;
  pthread_mutex_lock(&g);
  pthread_mutex_unlock(&g);
  pthread_mutex_unlock(&lk);
  return arg;
}
void start_a(void) {
  pthread_t t;
  pthread_create(&t, 0, worker_a, 0);
}
C
write_b() {
    cat > "$work/b.c" <<C
#include <pthread.h>
extern pthread_mutex_t g;
static pthread_mutex_t lk = PTHREAD_MUTEX_INITIALIZER;
static int running;
static void *worker_b(void *arg) {
  running = 1;
  pthread_mutex_lock(&g);
  pthread_mutex_lock(&lk);
  pthread_mutex_unlock(&lk);
  pthread_mutex_unlock(&g);
  $1
  return arg;
}
void start_b(void) {
  pthread_t t[2];
  $2
}
C
}
cat > "$work/m.c" <<'C'
void start_a(void);
void start_b(void);
int main(void) {
  start_a();
  start_b();
  return 0;
}
C
printf '[%s,%s,%s]\n' '{"directory": ".", "file": "a.c", "arguments": ["cc", "-c", "a.c"]}' \
    '{"directory": ".", "file": "b.c", "arguments": ["cc", "-c", "b.c"]}' \
    '{"directory": ".", "file": "m.c", "arguments": ["cc", "-c", "m.c"]}' > "$work/compile_commands.json"
cd "$work" || exit 1
write_b "" "pthread_create(&t[0], 0, worker_b, 0);"
run a.c b.c m.c
[ ! -s "$work/err" ] || fail "two files' statics taken for one: $(head -c 600 "$work/err")"
run -p .
[ ! -s "$work/err" ] || fail "-p: two files' statics taken for one: $(head -c 600 "$work/err")"
# b.c's own bugs: two workers, and its lk taken before g too
write_b "pthread_mutex_lock(&lk); pthread_mutex_lock(&g); pthread_mutex_unlock(&g); pthread_mutex_unlock(&lk);" \
    "for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker_b, 0);"
for how in "a.c b.c m.c" "-p ."; do
    # shellcheck disable=SC2086 # the arguments are words
    run $how
    grep -q "^b.c:6:3: warning: data race: 'running' is written by two threads with no lock held" "$work/err" ||
        fail "$how: no race on b.c's running: $(head -c 600 "$work/err")"
    grep -q "^b.c:6:3: note: 'running' written here by another thread running 'worker_b' at once" "$work/err" ||
        fail "$how: the race's note: $(head -c 600 "$work/err")"
    grep -q "warning: potential deadlock: 'g' and 'lk' are acquired in opposite orders" "$work/err" ||
        fail "$how: no cycle of b.c's lk and g: $(head -c 900 "$work/err")"
    [ "$(grep -c 'warning:' "$work/err")" -eq 2 ] || fail "$how: not two warnings: $(cat "$work/err")"
    ! grep -q "a\.c" "$work/err" || fail "$how: a.c's statics in b.c's findings: $(cat "$work/err")"
    ! grep -q $'\x1f' "$work/err" || fail "$how: a static's mark shown: $(cat -v "$work/err")"
done
