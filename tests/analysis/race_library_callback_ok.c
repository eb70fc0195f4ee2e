/* race_library_callback.c with one lock for both writes. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

pthread_mutex_t sort_lock = PTHREAD_MUTEX_INITIALIZER;
long compared;

static int by_value(const void *x, const void *y) {
  pthread_mutex_lock(&sort_lock);
  compared++;
  pthread_mutex_unlock(&sort_lock);
  return *(const int *)x - *(const int *)y;
}

static void *scan(void *arg) {
  pthread_mutex_lock(&sort_lock);
  compared = 0;
  pthread_mutex_unlock(&sort_lock);
  return arg;
}

int main(void) {
  int values[3] = {3, 1, 2};
  pthread_t t;
  pthread_create(&t, 0, scan, 0);
  qsort(values, 3, sizeof *values, by_value);
  pthread_join(t, 0);
  return values[0];
}
