# A barrier across files: pause.c holds `hang` while it waits on a
# condition variable for the worker to arrive, then swaps the table;
# worker.c's worker says it has arrived, passes `hang` (taken and released
# at once) and reads the table.  The wait is a step of pause.c's summary,
# so linked, the swap races with no worker; with no wait in pause.c,
# `hang` is no barrier (the worker may have passed it before the resizer
# took it) and the read races with the swap.
. "$(dirname "$0")/lib.bash"
write_pause() {
    cat > "$work/pause.c" <<C
#include <pthread.h>
pthread_mutex_t hang = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t arrive = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t arrival = PTHREAD_COND_INITIALIZER;
int arrived;
int *table;
void *resizer(void *arg) {
  pthread_mutex_lock(&hang);
  pthread_mutex_lock(&arrive);
  $1
  pthread_mutex_unlock(&arrive);
  table = 0;
  pthread_mutex_unlock(&hang);
  return arg;
}
C
}
cat > "$work/worker.c" <<'C'
#include <pthread.h>
extern pthread_mutex_t hang, arrive;
extern pthread_cond_t arrival;
extern int arrived;
extern int *table;
void *resizer(void *arg);
static void *worker(void *arg) {
  for (;;) {
    pthread_mutex_lock(&arrive);
    arrived++;
    pthread_cond_signal(&arrival);
    pthread_mutex_unlock(&arrive);
    pthread_mutex_lock(&hang);
    pthread_mutex_unlock(&hang);
    if (table && table[0] < 0)
      break;
  }
  return arg;
}
int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, worker, 0);
  pthread_create(&r, 0, resizer, 0);
  return 0;
}
C
link_both() {
    (cd "$work" && rm -f *.tsa && "$ANNOTALYSIS" -c pause.c -o pause.tsa && "$ANNOTALYSIS" -c worker.c -o worker.tsa &&
        "$ANNOTALYSIS" --link pause.tsa worker.tsa) > "$work/out" 2> "$work/err"
    status=$?
}
write_pause 'while (arrived < 1) pthread_cond_wait(&arrival, &arrive);'
link_both
[ $status -eq 0 ] && [ ! -s "$work/err" ] || fail "with the wait: status $status: $(head -c 400 "$work/err")"
grep -Eq '^access "resizer" .* c 0 -1 -1 "arrive" .* 1 "hang" ' "$work/pause.tsa" || fail "no wait step in pause.tsa"
write_pause 'arrived = 0;'
link_both
[ $status -eq 0 ] || fail "exit status $status: $(head -c 300 "$work/err")"
grep -q "worker.c:15:9: warning: data race: reading 'table' while another thread writes it, with no lock in common" "$work/err" ||
    fail "no wait, no race reported: $(head -c 400 "$work/err")"
