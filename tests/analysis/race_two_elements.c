/* race_two_elements_ok.c with both threads writing the same element. */
#include <pthread.h>

long totals[2];

static void *left(void *arg) {
  totals[0] += 1; // expected-warning{{data race: 'totals[0]' (totals) is written by two threads with no lock held}}
  return arg;
}

static void *right(void *arg) {
  totals[0] += 1; // expected-note{{'totals[0]' also written here, in function 'right'}}
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
