/* Two threads each write an element of their own of one global array
   (`totals[0]`, `totals[1]`) with no lock: two objects, no race. */
// expected-no-diagnostics
#include <pthread.h>

long totals[2];

static void *left(void *arg) {
  totals[0] += 1;
  return arg;
}

static void *right(void *arg) {
  totals[1] += 1;
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, left, 0);
  pthread_create(&b, 0, right, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return (int)(totals[0] + totals[1]);
}
