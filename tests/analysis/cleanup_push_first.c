/* cleanup_push_first_ok.c's shape gone wrong: the handler popped but not
   run, so the lock is still held where it is taken again; or run, and the
   lock released again. */
#include <pthread.h>

static void unlock_it(void *m) { pthread_mutex_unlock(m); }

void kept(pthread_mutex_t *m) {
  pthread_cleanup_push(unlock_it, m);
  pthread_mutex_lock(m); // expected-note{{mutex acquired here}}
  pthread_cleanup_pop(0);
  pthread_mutex_lock(m); // expected-warning{{acquiring mutex 'm' that is already held}}
  pthread_mutex_unlock(m);
}

void released_twice(pthread_mutex_t *m) {
  pthread_cleanup_push(unlock_it, m);
  pthread_mutex_lock(m);
  pthread_cleanup_pop(1); // expected-note{{mutex 'm' released here}}
  pthread_mutex_unlock(m); // expected-warning{{releasing mutex 'm' that was not held}}
}
