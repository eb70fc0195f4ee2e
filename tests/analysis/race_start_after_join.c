/* race_start_after_join_ok.c with the set-up thread joined after the
   second thread starts: the two run at once. */
#include <pthread.h>

int table_size;

static void *set_up(void *arg) {
  table_size = 16; // expected-warning{{data race: 'table_size' is written by two threads with no lock held}}
  return arg;
}

static void *grow(void *arg) {
  table_size *= 2; // expected-note{{'table_size' also written here, in function 'grow'}}
  return arg;
}

static void *manager(void *arg) {
  pthread_t a, b;
  pthread_create(&a, 0, set_up, 0);
  pthread_create(&b, 0, grow, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return arg;
}

int main(void) {
  pthread_t m;
  pthread_create(&m, 0, manager, 0);
  pthread_join(m, 0);
  return table_size;
}
