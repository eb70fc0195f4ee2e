/* Threads of an array with a long name, started and joined in loops,
   beside a thread a callee starts into a handle of file scope with a short
   name: whether a join of the array's elements ends the other handle's
   thread is told by the part of the names before the first element, which
   is read no further than the short name goes.  After every join, main's
   write races with nothing. */
// expected-no-diagnostics
#include <pthread.h>

long result;
pthread_t t;

static void *compute(void *arg) {
  result = 1;
  return arg;
}

static void *idle(void *arg) { return arg; }

static void start_computing(void) { pthread_create(&t, 0, compute, 0); }

int main(void) {
  pthread_t compression_workers[4];
  start_computing();
  for (int i = 0; i < 4; i++)
    pthread_create(&compression_workers[i], 0, idle, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(compression_workers[i], 0);
  pthread_join(t, 0);
  result = 2;
  return (int)result;
}
