/* main sorts while a thread runs; the comparator qsort calls counts the
   comparisons under a lock of its own, the thread under another. */
#include <pthread.h>
#include <stdlib.h>

pthread_mutex_t sort_lock = PTHREAD_MUTEX_INITIALIZER, scan_lock = PTHREAD_MUTEX_INITIALIZER;
long compared;

static int by_value(const void *x, const void *y) {
  pthread_mutex_lock(&sort_lock);
  compared++; // expected-warning{{data race: writing 'compared' while another thread writes it, with no lock in common}}
  pthread_mutex_unlock(&sort_lock);
  return *(const int *)x - *(const int *)y;
}

static void *scan(void *arg) {
  pthread_mutex_lock(&scan_lock);
  compared = 0; // expected-note{{'compared' also written here, in function 'scan', with 'scan_lock' held}}
  pthread_mutex_unlock(&scan_lock);
  return arg;
}

int main(void) {
  int values[3] = {3, 1, 2};
  pthread_t t;
  pthread_create(&t, 0, scan, 0);
  qsort(values, 3, sizeof *values, by_value); // expected-note{{'by_value' called here, in function 'main'}}
  pthread_join(t, 0);
  return values[0];
}
