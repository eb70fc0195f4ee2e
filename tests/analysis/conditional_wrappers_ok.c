/* Lock wrappers that lock only in one mode of the object: `if
   (p->threaded) lock(&p->mu)` and its unlock twin, or the same decided by
   a function that only reads members (zstd's AIO_IOPool_lockJobsMutex,
   `if (pool_active(p))`), or by an argument, or by a number
   (`if (q->type == DISK)`).  Each gets a contract with a
   condition (`acquire(p->mu when p->threaded)`, --dump-contracts), applied
   where the call's world knows the condition, and followed both ways
   where it does not; the lock and unlock wrappers then agree.  A write of
   another member between them (`p->jobs++`, an element of a member array,
   `p->slots[p->used++]`) leaves the condition's value known: pool_active
   reads only `threaded` and `active`. */
// expected-no-diagnostics
#include <pthread.h>
struct pool { pthread_mutex_t mu; int threaded; int active; int jobs; int slots[8]; int used; };

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

static void lock_if(struct pool *p, int really) {
  if (really)
    pthread_mutex_lock(&p->mu);
}

void add_job(struct pool *p) {
  pool_lock(p);
  p->jobs++;
  pool_unlock(p);
}

void add_active_job(struct pool *p) {
  jobs_lock(p);
  p->jobs++;
  jobs_unlock(p);
}

void add_slot(struct pool *p, int v) {
  jobs_lock(p);
  p->slots[p->used++] = v;
  jobs_unlock(p);
}

enum queue_type { DIRECT, LINKED, DISK };
struct queue { pthread_mutex_t mu; enum queue_type type; int n; };

static void disk_lock(struct queue *q) {
  if (q->type == DISK)
    pthread_mutex_lock(&q->mu);
}

static void disk_unlock(struct queue *q) {
  if (q->type == DISK)
    pthread_mutex_unlock(&q->mu);
}

void add_to_queue(struct queue *q) {
  disk_lock(q);
  q->n++;
  disk_unlock(q);
}

void add_locked(struct pool *p) {
  lock_if(p, 1);
  p->jobs++;
  pthread_mutex_unlock(&p->mu);
  lock_if(p, 0);
}
