/* main resets a global struct by copying a whole one over it while a
   thread writes one of its members: the copy writes that member too. */
#include <pthread.h>

struct totals {
  long bytes;
  long items;
};

struct totals totals;

static void *account(void *arg) {
  totals.bytes += 512; // expected-warning{{data race: 'totals.bytes' (struct totals.bytes) is written by two threads with no lock held}}
  return arg;
}

int main(void) {
  pthread_t t;
  struct totals zero = {0, 0};
  pthread_create(&t, 0, account, 0);
  totals = zero; // expected-note{{'totals.bytes' also written here, in function 'main'}}
  pthread_join(t, 0);
  return (int)totals.items;
}
