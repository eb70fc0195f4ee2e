/* main reads the result while the worker may still be writing it: the
   read comes before the join. */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t result_lock = PTHREAD_MUTEX_INITIALIZER;
long result;

static void *worker(void *arg) {
  for (long i = 0; i < 1000; i++) {
    pthread_mutex_lock(&result_lock);
    result += i; // expected-note{{'result' written with 'result_lock' held, in function 'worker'}}
    pthread_mutex_unlock(&result_lock);
  }
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  printf("%ld\n", result); // expected-warning{{data race: reading 'result' without holding 'result_lock', held at 1 of its 1 writes}}
  pthread_join(t, 0);
  return 0;
}
