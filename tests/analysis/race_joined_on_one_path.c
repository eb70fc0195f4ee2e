/* A function that joins its thread on one path only (when asked to)
   leaves it running on the other: a call of it is a start, and main's
   write after run(0) races with the worker.  Twin of
   race_joined_in_callee_ok.c, where the join is on every path. */
#include <pthread.h>
int x;
static void *worker(void *a) { x++; return a; } // expected-warning{{data race: 'x' is written by two threads with no lock held}}
static void run(int wait) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  if (wait)
    pthread_join(t, 0);
}
int main(void) {
  run(0);
  x++; // expected-note{{'x' also written here, in function 'main'}}
  return 0;
}
