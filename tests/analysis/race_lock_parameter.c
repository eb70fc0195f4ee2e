/* race_lock_parameter_ok.c with the two callers passing two mutexes: the
   helper's lock is not one lock in both threads. */
#include <pthread.h>

pthread_mutex_t tally_lock = PTHREAD_MUTEX_INITIALIZER, other_lock = PTHREAD_MUTEX_INITIALIZER;
long tally;

static void bump(pthread_mutex_t *m) {
  pthread_mutex_lock(m);
  tally++; // expected-warning{{data race: writing 'tally' while another thread writes it, with no lock in common}} expected-note{{'tally' written here by another thread running 'bump' at once, with 'other_lock' held}}
  pthread_mutex_unlock(m);
}

static void bump_twice(pthread_mutex_t *lock) {
  bump(lock);
  bump(lock);
}

static void *counter(void *arg) {
  bump_twice(&other_lock);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, counter, 0);
  bump(&tally_lock); // expected-note{{'bump' called here, in function 'main'}}
  pthread_join(t, 0);
  return (int)tally;
}
