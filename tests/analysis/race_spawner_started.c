/* A function that starts a thread, called from main before any runs, runs
   on beside it once it has started it: its write after the start races
   with the thread's. */
#include <pthread.h>

long counter;
static pthread_t worker_thread;

static void *worker(void *arg) {
  counter++; // expected-warning{{data race: 'counter' is written by two threads with no lock held}}
  return arg;
}

static void start(void) {
  pthread_create(&worker_thread, 0, worker, 0);
  counter++; // expected-note{{'counter' also written here, in function 'start'}}
}

int main(void) {
  start();
  pthread_join(worker_thread, 0);
  return 0;
}
