/* A function that needs its caller's lock but releases it before it
   takes another, then takes it back (the usual cure for a lock order:
   unbound's xfr_process_chunk_list unlocks xfr->lock, takes the zones'
   lock, and relocks xfr->lock).  Its caller holds the xfr lock at the
   call, but not where the callee takes the zones' lock: no order from
   xfr to zones, so no cycle with reload's zones then xfr, however many
   calls deep.  Twin: deadlock_callee_drops.c. */
// expected-no-diagnostics
#include <pthread.h>

struct zones { pthread_mutex_t lock; };
struct xfr { pthread_mutex_t lock; int n; };
struct zones zones = {PTHREAD_MUTEX_INITIALIZER};
struct xfr xfr = {PTHREAD_MUTEX_INITIALIZER, 0};

static void process(struct xfr *x) {
  pthread_mutex_unlock(&x->lock);
  pthread_mutex_lock(&zones.lock);
  pthread_mutex_lock(&x->lock);
  pthread_mutex_unlock(&zones.lock);
  x->n++;
}

static void process_chunk(struct xfr *x) {
  x->n--;
  process(x);
}

static void *transfer(void *arg) {
  pthread_mutex_lock(&xfr.lock);
  process_chunk(&xfr);
  pthread_mutex_unlock(&xfr.lock);
  return arg;
}

static void *reload(void *arg) {
  pthread_mutex_lock(&zones.lock);
  pthread_mutex_lock(&xfr.lock);
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
