/* The cleanup handler pushed before the lock it releases is taken
   (multipath-tools: `pthread_cleanup_push(cleanup_lock, &vecs->lock);
   lock(&vecs->lock);`).  glibc's push saves a jump buffer and runs the
   handler where it returns a second time, which is a cancellation at a
   point between push and pop, with the lock held; the push itself
   returns once. */
// expected-no-diagnostics
#include <pthread.h>

static pthread_mutex_t lk = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int ready;

static void unlock_it(void *m) { pthread_mutex_unlock(m); }

int wait_ready(void) {
  int r;
  pthread_cleanup_push(unlock_it, &lk);
  pthread_mutex_lock(&lk);
  while (!ready)
    pthread_cond_wait(&cv, &lk); /* a cancellation point */
  r = ready;
  pthread_cleanup_pop(1);
  return r;
}

void set_ready(pthread_mutex_t *m) {
  pthread_cleanup_push(unlock_it, m);
  pthread_mutex_lock(m);
  ready = 1;
  pthread_cond_signal(&cv);
  pthread_cleanup_pop(0);
  pthread_mutex_unlock(m);
}
