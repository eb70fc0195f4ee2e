/* pthread_cleanup_pop(1) runs the handler pthread_cleanup_push installed:
   glibc calls it through a local function pointer, whose value the path
   knows, so the handler's contract (an unlock) applies there; with
   pthread_cleanup_pop(0) it does not run, and the function unlocks. */
// expected-no-diagnostics
#include <pthread.h>
void work(void);
static void unlock_it(void *m) { pthread_mutex_unlock(m); }

void popped_and_run(pthread_mutex_t *m) {
  pthread_mutex_lock(m);
  pthread_cleanup_push(unlock_it, m);
  work();
  pthread_cleanup_pop(1);
}

void popped_only(pthread_mutex_t *m) {
  pthread_mutex_lock(m);
  pthread_cleanup_push(unlock_it, m);
  work();
  pthread_cleanup_pop(0);
  pthread_mutex_unlock(m);
}

/* popped_and_run returns with the lock released: no contract says it
   keeps it, and its caller may take it again. */
void takes_it_again(pthread_mutex_t *m) {
  popped_and_run(m);
  pthread_mutex_lock(m);
  pthread_mutex_unlock(m);
}
