/* A function that releases its caller's lock where it returns one value
   and keeps it where it returns another (unbound's xfr_start_probe: 1
   after it unlocked, 0 with the lock held; autr_process_prime: 0 after
   it unlocked).  The return value says which, so the contract is a
   release where the call returns that value (the mirror of a try-lock),
   and a caller that unlocks only where it was kept is right.  Where the
   caller does not hold the lock, the function returns the value that
   keeps it (libmicrohttpd's try_ready_normal_body, whose callers take the
   response's mutex only for a response with a callback).
   Twin: release_by_result.c. */
// expected-no-diagnostics
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
  if (!start_probe(x)) {
    x->serial = serial;
    pthread_mutex_unlock(&x->lock);
  }
}

static int process(struct xfr *t) {
  if (t->busy) {
    pthread_mutex_unlock(&t->lock);
    return 0;
  }
  t->serial++;
  return 1;
}

void prime(struct xfr *t) {
  pthread_mutex_lock(&t->lock);
  if (!process(t))
    return;
  t->serial++;
  pthread_mutex_unlock(&t->lock);
}

struct response { pthread_mutex_t mutex; int shared; int failed; long sent; };

static int ready_body(struct response *r) {
  if (!r->shared)
    return 1;
  if (r->failed) {
    pthread_mutex_unlock(&r->mutex);
    return 0;
  }
  return 1;
}

void send_body(struct response *r) {
  if (r->shared)
    pthread_mutex_lock(&r->mutex);
  if (ready_body(r) == 0)
    return;
  r->sent++;
  if (r->shared)
    pthread_mutex_unlock(&r->mutex);
}
