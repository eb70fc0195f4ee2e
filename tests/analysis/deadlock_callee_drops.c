/* The twin of deadlock_callee_drops_ok.c: process takes the zones' lock
   while its caller's xfr lock is still held, and reload takes them the
   other way round. */
#include <pthread.h>

struct zones { pthread_mutex_t lock; };
struct xfr { pthread_mutex_t lock; int n; };
struct zones zones = {PTHREAD_MUTEX_INITIALIZER};
struct xfr xfr = {PTHREAD_MUTEX_INITIALIZER, 0};

static void process(struct xfr *x) {
  pthread_mutex_lock(&zones.lock); // expected-note{{'struct zones.lock' acquired here, in function 'process'}}
  pthread_mutex_unlock(&zones.lock);
  x->n++;
}

static void process_chunk(struct xfr *x) {
  x->n--;
  process(x); // expected-note{{'process' called here, in function 'process_chunk'}}
}

static void *transfer(void *arg) {
  pthread_mutex_lock(&xfr.lock); // expected-note{{'struct xfr.lock' acquired here}}
  process_chunk(&xfr); // expected-warning{{potential deadlock: 'struct xfr.lock' and 'struct zones.lock' are acquired in opposite orders}} expected-note{{'struct zones.lock' acquired through a call to 'process_chunk' while 'struct xfr.lock' is held, in function 'transfer'}}
  pthread_mutex_unlock(&xfr.lock);
  return arg;
}

static void *reload(void *arg) {
  pthread_mutex_lock(&zones.lock); // expected-note{{'struct zones.lock' acquired here}}
  pthread_mutex_lock(&xfr.lock); // expected-note{{'struct xfr.lock' acquired while 'struct zones.lock' is held, in function 'reload'}}
  xfr.n = 0;
  pthread_mutex_unlock(&xfr.lock);
  pthread_mutex_unlock(&zones.lock);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, transfer, 0);
  pthread_create(&b, 0, reload, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
