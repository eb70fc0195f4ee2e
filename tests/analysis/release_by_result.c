/* The twin of release_by_result_ok.c: a caller that unlocks whatever the
   function returned releases the lock twice where it had released it,
   and one that ignores the value keeps it where it was kept. */
#include <pthread.h>

struct xfr { pthread_mutex_t lock; int busy; int serial; };

void send_probe(struct xfr *x);

static int start_probe(struct xfr *x) {
  if (x->busy)
    return 0;
  x->busy = 1;
  pthread_mutex_unlock(&x->lock);
  send_probe(x);
  return 1;
}

void notify(struct xfr *x, int serial) {
  pthread_mutex_lock(&x->lock);
  if (!start_probe(x)) // expected-note{{mutex 'x->lock' released here}}
    x->serial = serial;
  pthread_mutex_unlock(&x->lock); // expected-warning{{releasing mutex 'x->lock' that was not held}}
}

void notify_ignoring(struct xfr *x) {
  pthread_mutex_lock(&x->lock); // expected-note{{mutex 'x->lock' acquired here}}
  (void)start_probe(x);
} // expected-warning{{mutex 'x->lock' is still held at the end of function}}
