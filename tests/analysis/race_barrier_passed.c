/* A lock that main takes and releases at once, by the next statement, is
   no barrier where nothing waits holding it for the others to arrive:
   main may pass it before the thread takes it, and then runs on beside
   the thread's locked increment.  Twins: race_barrier.c, where the
   resizer waits holding `hang`, and race_barrier_ok.c. */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;

static void *count(void *arg) {
  pthread_mutex_lock(&m);
  x++; // expected-note{{'x' also written here, in function 'count', with 'm' held}}
  pthread_mutex_unlock(&m);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, count, 0);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  x++; // expected-warning{{data race: writing 'x' while another thread writes it, with no lock in common}}
  pthread_join(t, 0);
  return 0;
}
