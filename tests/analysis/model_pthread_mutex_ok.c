/* model_pthread_mutex.c done right, with no annotation on any function:
   guarded data read and written between pthread_mutex_lock and
   pthread_mutex_unlock; a try-lock and a timed lock held where they
   returned 0 (`== 0`, `!`, and the early return of a nonzero result, also
   through a stored result); a plain lock's result checked for failure,
   which is no leak and no access without the lock, as a plain lock is
   taken to succeed; and condition waits in a loop under their mutex.
   clang-22, given the same functions annotated by hand with a plain
   ACQUIRE, would report "not held on every path" after the checked lock:
   it does not take a plain lock to succeed. */
// expected-no-diagnostics
#include <pthread.h>
#define GUARDED_BY(x) __attribute__((guarded_by(x)))

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int data GUARDED_BY(m);
int ready GUARDED_BY(m);

struct queue {
  pthread_mutex_t lock;
  pthread_cond_t nonempty;
  int len GUARDED_BY(lock);
};

int read_locked(void) {
  pthread_mutex_lock(&m);
  int v = data;
  pthread_mutex_unlock(&m);
  return v;
}

void write_locked(struct queue *q) {
  pthread_mutex_lock(&q->lock);
  q->len = 0;
  pthread_mutex_unlock(&q->lock);
}

void unlock_on_every_path(struct queue *q, int v) {
  pthread_mutex_lock(&q->lock);
  if (v < 0) {
    pthread_mutex_unlock(&q->lock);
    return;
  }
  q->len = v;
  pthread_mutex_unlock(&q->lock);
}

int trylock_equal_zero(void) {
  if (pthread_mutex_trylock(&m) == 0) {
    data++;
    pthread_mutex_unlock(&m);
    return 0;
  }
  return -1;
}

int trylock_not(struct queue *q) {
  if (!pthread_mutex_trylock(&q->lock)) {
    q->len++;
    pthread_mutex_unlock(&q->lock);
    return 1;
  }
  return 0;
}

/* nonzero is failure: leave without the lock */
int trylock_bail_out(void) {
  if (pthread_mutex_trylock(&m))
    return -1;
  data++;
  pthread_mutex_unlock(&m);
  return 0;
}

int trylock_stored(struct queue *q) {
  int rc = pthread_mutex_trylock(&q->lock);
  if (rc != 0)
    return rc;
  q->len--;
  pthread_mutex_unlock(&q->lock);
  return 0;
}

int timedlock_equal_zero(const struct timespec *ts) {
  if (pthread_mutex_timedlock(&m, ts) == 0) {
    data = 1;
    pthread_mutex_unlock(&m);
    return 0;
  }
  return -1;
}

int timedlock_bail_out(struct queue *q, const struct timespec *ts) {
  int rc = pthread_mutex_timedlock(&q->lock, ts);
  if (rc)
    return rc;
  q->len = 0;
  pthread_mutex_unlock(&q->lock);
  return 0;
}

/* a plain lock checked for failure: taken to succeed, so the early
   return holds nothing and the rest holds the lock */
int checked_lock(void) {
  if (pthread_mutex_lock(&m) != 0)
    return -1;
  data++;
  pthread_mutex_unlock(&m);
  return 0;
}

int checked_lock_stored(struct queue *q) {
  int rc = pthread_mutex_lock(&q->lock);
  if (rc)
    return rc;
  q->len++;
  return pthread_mutex_unlock(&q->lock);
}

void wait_ready(void) {
  pthread_mutex_lock(&m);
  while (!ready)
    pthread_cond_wait(&cv, &m);
  data++;
  pthread_mutex_unlock(&m);
}

int dequeue(struct queue *q) {
  pthread_mutex_lock(&q->lock);
  while (q->len == 0)
    pthread_cond_wait(&q->nonempty, &q->lock);
  int n = --q->len;
  pthread_mutex_unlock(&q->lock);
  return n;
}

/* the mutex is held again when the wait times out */
int wait_ready_timed(const struct timespec *ts) {
  int rc = 0;
  pthread_mutex_lock(&m);
  while (!ready && rc == 0)
    rc = pthread_cond_timedwait(&cv, &m, ts);
  int r = ready;
  pthread_mutex_unlock(&m);
  return r ? 0 : rc;
}

/* the result negated and kept */
void negated_and_kept(void) {
  int got = !pthread_mutex_trylock(&m);
  if (got) {
    data++;
    pthread_mutex_unlock(&m);
  }
}

/* a lock type of the program's own, a typedef of pthread_mutex_t */
typedef pthread_mutex_t lock_t;
lock_t own_lock = PTHREAD_MUTEX_INITIALIZER;
int own_data GUARDED_BY(own_lock);

void own_type(void) {
  pthread_mutex_lock(&own_lock);
  own_data++;
  pthread_mutex_unlock(&own_lock);
}
