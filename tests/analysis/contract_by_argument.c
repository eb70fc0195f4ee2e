/* contract_by_argument_ok.c's pause_threads, called wrong: paused twice,
   then resumed twice.  Each call with a number gets that case's
   contract. */
#include <pthread.h>
enum pause_type { PAUSE, RESUME };
pthread_mutex_t hang = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t other = PTHREAD_MUTEX_INITIALIZER;

void pause_threads(enum pause_type type) {
  switch (type) {
  case PAUSE:
    pthread_mutex_lock(&hang);
    break;
  case RESUME:
    pthread_mutex_unlock(&hang);
    break;
  }
}

static void pause_thread_main(void) {
  pause_threads(PAUSE); // expected-note{{mutex acquired here}}
  pause_threads(PAUSE); // expected-warning{{acquiring mutex 'hang' that is already held}}
  pause_threads(RESUME); // expected-note{{mutex 'hang' released here}}
  pause_threads(RESUME); // expected-warning{{releasing mutex 'hang' that was not held}}
}

int main(void) {
  pause_thread_main();
  return 0;
}
