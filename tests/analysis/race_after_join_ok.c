/* race_before_join.c with the read after the join: the worker has
   ended. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t result_lock = PTHREAD_MUTEX_INITIALIZER;
long result;

static void *worker(void *arg) {
  for (long i = 0; i < 1000; i++) {
    pthread_mutex_lock(&result_lock);
    result += i;
    pthread_mutex_unlock(&result_lock);
  }
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  printf("%ld\n", result);
  return 0;
}
