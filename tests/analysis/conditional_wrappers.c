/* conditional_wrappers_ok.c's wrappers, misused: the lock released
   unconditionally after a wrapper that takes it only when the pool is
   threaded; the mode changed between lock and unlock (the member the
   condition reads is written, so the two calls of pool_active may
   disagree either way); a lock taken where a queue is not direct and
   released only where it is on disk (a linked queue keeps it); a thread
   that never releases it. */
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

enum queue_type { DIRECT, LINKED, DISK };
struct queue { pthread_mutex_t mu; enum queue_type type; int n; };

static void queue_lock(struct queue *q) {
  if (q->type != DIRECT)
    pthread_mutex_lock(&q->mu);
}

static void disk_unlock(struct queue *q) {
  if (q->type == DISK)
    pthread_mutex_unlock(&q->mu);
}

void other_modes(struct queue *q) {
  queue_lock(q); // expected-note{{mutex 'q->mu' acquired here}}
  q->n++;
  disk_unlock(q);
} // expected-warning{{mutex 'q->mu' is still held at the end of function}}

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
