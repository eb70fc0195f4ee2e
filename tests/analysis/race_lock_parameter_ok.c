/* A helper locks the mutex its callers pass (`bump(&tally_lock)`): both
   threads hold tally_lock around the write, through the parameter. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t tally_lock = PTHREAD_MUTEX_INITIALIZER;
long tally;

static void bump(pthread_mutex_t *m) {
  pthread_mutex_lock(m);
  tally++;
  pthread_mutex_unlock(m);
}

/* the pointer handed on once more */
static void bump_twice(pthread_mutex_t *lock) {
  bump(lock);
  bump(lock);
}

static void *counter(void *arg) {
  bump_twice(&tally_lock);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, counter, 0);
  bump(&tally_lock);
  pthread_join(t, 0);
  return (int)tally;
}
