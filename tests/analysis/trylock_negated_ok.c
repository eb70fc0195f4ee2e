/* A try-lock wrapper that returns the negated result (libqb's
   qb_thread_trylock: `return -pthread_mutex_trylock(m);`, 0 or -errno):
   0 still says the lock was taken. */
// expected-no-diagnostics
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter;

static int try_lock(pthread_mutex_t *l) {
  int res = -pthread_mutex_trylock(l);
  return res;
}

static int try_lock_direct(pthread_mutex_t *l) { return -pthread_mutex_trylock(l); }

void bump(void) {
  if (try_lock(&m) == 0) {
    counter++;
    pthread_mutex_unlock(&m);
  }
  if (try_lock_direct(&m) != 0)
    return;
  counter++;
  pthread_mutex_unlock(&m);
}
