/* main joins one of its two threads, then writes what the other one
   writes too: that thread may still run. */
#include <pthread.h>

long result;

static void *compute(void *arg) {
  result = 1; // expected-warning{{data race: 'result' is written by two threads with no lock held}}
  return arg;
}

static void *log_it(void *arg) { return arg; }

int main(void) {
  pthread_t worker, logger;
  pthread_create(&worker, 0, compute, 0);
  pthread_create(&logger, 0, log_it, 0);
  pthread_join(logger, 0);
  result = 0; // expected-note{{'result' also written here, in function 'main'}}
  pthread_join(worker, 0);
  return (int)result;
}
