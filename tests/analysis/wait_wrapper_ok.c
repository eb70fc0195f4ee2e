/* A public wrapper of pthread_cond_wait (libuv's uv_cond_wait) is handed
   the mutex it waits with: only its callers can hold that lock, so its
   inferred contract requires it, and neither the wrapper's body nor a
   caller that holds the lock gets a warning.  The same for a wrapper that
   waits, once, on a lock reached through its argument (rsyslog's
   wtiWaitNonEmpty waits on `*pThis->pWtp->pmutUsr`), and for one that
   waits in a loop and takes no lock itself (pigz's wait_for). */
#include <pthread.h>
// expected-no-diagnostics

struct queue { pthread_mutex_t mu; pthread_cond_t ready_cv; int ready; };

int queue_wait(pthread_cond_t *cond, pthread_mutex_t *mutex) { return pthread_cond_wait(cond, mutex); }

int queue_timed_wait(pthread_cond_t *cond, pthread_mutex_t *mutex, const struct timespec *until) {
  return pthread_cond_timedwait(cond, mutex, until);
}

void consume(struct queue *q) {
  pthread_mutex_lock(&q->mu);
  while (!q->ready)
    queue_wait(&q->ready_cv, &q->mu);
  q->ready = 0;
  pthread_mutex_unlock(&q->mu);
}

struct pool { pthread_mutex_t *user_mutex; };
struct worker { struct pool *pool; pthread_cond_t busy; };

int wait_non_empty(struct worker *w, const struct timespec *until) {
  return pthread_cond_timedwait(&w->busy, w->pool->user_mutex, until) == 0;
}

int work_once(struct worker *w, const struct timespec *until) {
  pthread_mutex_lock(w->pool->user_mutex);
  int r = wait_non_empty(w, until);
  pthread_mutex_unlock(w->pool->user_mutex);
  return r;
}

void wait_ready(struct queue *q) {
  while (!q->ready)
    pthread_cond_wait(&q->ready_cv, &q->mu);
}

void take_when_ready(struct queue *q) {
  pthread_mutex_lock(&q->mu);
  wait_ready(q);
  q->ready = 0;
  pthread_mutex_unlock(&q->mu);
}
