/* cleanup_pop_ok.c's handler, run by pthread_cleanup_pop(1) and then the
   lock released again; and a call through a local function pointer that
   holds the unlock, of a lock not taken. */
#include <pthread.h>
void work(void);
static void unlock_it(void *m) { pthread_mutex_unlock(m); }

void released_twice(pthread_mutex_t *m) {
  pthread_mutex_lock(m);
  pthread_cleanup_push(unlock_it, m);
  work();
  pthread_cleanup_pop(1); // expected-note{{mutex 'm' released here}}
  pthread_mutex_unlock(m); // expected-warning{{releasing mutex 'm' that was not held}}
}

static void *worker(void *arg) {
  void (*release)(void *) = unlock_it;
  release(arg); // expected-warning{{releasing mutex 'arg' that was not held}}
  return 0;
}

void start(pthread_mutex_t *m) {
  pthread_t t;
  pthread_create(&t, 0, worker, m);
}
