/* A thread started through a pointer runs a function whose address is
   taken with a start routine's type; a function of another type (the
   comparison qsort is given) or one only called is none, and threads that
   hold the lock race with nothing.  Twin: race_start_pointer.c. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

long counter, sorted;
pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
int keys[8];

static int by_value(const void *a, const void *b) {
  sorted++;
  return *(const int *)a - *(const int *)b;
}

static void count(void) { sorted = 0; }

static void *worker(void *arg) {
  pthread_mutex_lock(&mu);
  counter++;
  pthread_mutex_unlock(&mu);
  return arg;
}

static void *resetter(void *arg) {
  pthread_mutex_lock(&mu);
  counter = 0;
  pthread_mutex_unlock(&mu);
  return arg;
}

void *(*const routines[])(void *) = {worker, resetter};

int main(void) {
  pthread_t t[2];
  count();
  qsort(keys, 8, sizeof keys[0], by_value);
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, routines[i], 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
