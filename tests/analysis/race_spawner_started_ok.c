/* race_spawner_started.c with the write before the start: the function
   that starts the thread, called from main before any runs, is alone
   until then. */
#include <pthread.h>

long counter;
static pthread_t worker_thread;

static void *worker(void *arg) {
  counter++;
  return arg;
}

static void reset(void) { counter = 0; }

static void start(void) {
  counter++;
  reset();
  pthread_create(&worker_thread, 0, worker, 0);
}

int main(void) {
  start();
  pthread_join(worker_thread, 0);
  return 0;
}
// expected-no-diagnostics
