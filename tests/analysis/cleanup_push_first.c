/* cleanup_push_first_ok.c's shape gone wrong: the handler popped but not
   run and the lock never released (kept returns with it, so its caller
   leaks it), or run and the lock released again. */
#include <pthread.h>

static void unlock_it(void *m) { pthread_mutex_unlock(m); }

void kept(pthread_mutex_t *m) {
  pthread_cleanup_push(unlock_it, m);
  pthread_mutex_lock(m);
  pthread_cleanup_pop(0);
}

void released_twice(pthread_mutex_t *m) {
  pthread_cleanup_push(unlock_it, m);
  pthread_mutex_lock(m);
  pthread_cleanup_pop(1); // expected-note{{mutex '*m' released here}}
  pthread_mutex_unlock(m); // expected-warning{{releasing mutex '*m' that was not held}}
}

int main(void) {
  static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
  kept(&m); // expected-note{{mutex 'm' acquired here}}
  released_twice(&m);
  return 0; // expected-warning{{mutex 'm' is still held at the end of function}}
}
