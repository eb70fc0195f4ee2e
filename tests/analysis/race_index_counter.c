/* An element picked by a loop's counter that starts at a number may be
   any element, in every thread: the walker that reads each element of
   hits races with the thread that writes hits[5], and so does its walk
   over seen by a counter moved by `j = j + 1`.  So does main, which
   writes an element of slot by an index it never set, against the
   thread that writes slot[4].  Twin: race_index_counter_ok.c. */
#include <pthread.h>

long hits[16];
long slot[8];
long seen[8];
long total;

static void *walker(void *arg) {
  for (int i = 0; i < 16; i++)
    total += hits[i]; // expected-warning{{data race: reading 'hits[i]' (hits) while another thread writes it, with no lock in common}}
  int j = 0;
  while (j < 8) {
    total += seen[j]; // expected-warning{{data race: reading 'seen[j]' (seen) while another thread writes it, with no lock in common}}
    j = j + 1;
  }
  return arg;
}

static void *setter(void *arg) {
  hits[5] = 1; // expected-note{{'hits[5]' also written here, in function 'setter'}}
  seen[3] = 1; // expected-note{{'seen[3]' also written here, in function 'setter'}}
  slot[4] = 1; // expected-warning{{data race: 'slot[4]' (slot) is written by two threads with no lock held}}
  return arg;
}

int main(void) {
  pthread_t a, b;
  int k;
  pthread_create(&a, 0, walker, 0);
  pthread_create(&b, 0, setter, 0);
  slot[k] = 2; // expected-note{{'slot[k]' also written here, in function 'main'}}
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
