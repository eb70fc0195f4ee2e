/* conditional_wrappers_ok.c's wrappers, misused: the lock released
   unconditionally after a wrapper that takes it only when the pool is
   threaded; the mode changed between lock and unlock (the member the
   condition reads is written, so the two calls of pool_active may
   disagree either way); a thread that never releases it. */
#include <pthread.h>
struct pool { pthread_mutex_t mu; int threaded; int active; int jobs; };

static int pool_active(const struct pool *p) { return p->threaded && p->active; }

void pool_lock(struct pool *p) {
  if (p->threaded)
    pthread_mutex_lock(&p->mu);
}

void pool_unlock(struct pool *p) {
  if (p->threaded)
    pthread_mutex_unlock(&p->mu);
}

static void jobs_lock(struct pool *p) {
  if (pool_active(p))
    pthread_mutex_lock(&p->mu);
}

static void jobs_unlock(struct pool *p) {
  if (pool_active(p))
    pthread_mutex_unlock(&p->mu);
}

void unconditional_unlock(struct pool *p) {
  pool_lock(p);
  p->jobs++;
  pthread_mutex_unlock(&p->mu); // expected-warning{{releasing mutex 'p->mu' that was not held}}
}

void mode_changed(struct pool *p) {
  jobs_lock(p); // expected-note{{mutex 'p->mu' acquired here}}
  p->active = 0;
  jobs_unlock(p); // expected-warning{{releasing mutex 'p->mu' that was not held}}
} // expected-warning{{mutex 'p->mu' is still held at the end of function}}

static void *worker(void *arg) {
  struct pool *p = arg;
  pool_lock(p); // expected-note{{mutex 'arg->mu' acquired here}}
  p->jobs++;
  return 0; // expected-warning{{mutex 'arg->mu' is still held at the end of function}}
}

void start(struct pool *p) {
  pthread_t t;
  pthread_create(&t, 0, worker, p);
}
