/* main reads rows and cols for the lengths of its arrays before the
   thread starts and after it ends, and measures an array by an
   expression, which reads nothing.  Twin: race_vla_length.c. */
#include <pthread.h>

// expected-no-diagnostics

int rows = 4, cols = 2;

static void *grow(void *arg) {
  rows = rows + 1;
  cols = cols + 1;
  return arg;
}

int main(void) {
  pthread_t t;
  int before[rows];
  pthread_create(&t, 0, grow, 0);
  before[0] = (int)sizeof before;
  pthread_join(t, 0);
  int after[rows];
  after[0] = (int)sizeof(char[cols]);
  return before[0] + after[0];
}
