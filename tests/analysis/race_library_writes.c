/* Library functions that write or read through their pointer arguments
   access what those point to: memset(&totals, ...) writes each member of
   totals, scanf("%d", &limit) writes limit.  Twin:
   race_library_writes_ok.c. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

struct totals {
  long hits, misses;
};

struct totals totals;
pthread_mutex_t totals_lock = PTHREAD_MUTEX_INITIALIZER;
int limit;

static void *counter(void *arg) {
  pthread_mutex_lock(&totals_lock);
  totals.hits++; // expected-note{{'totals.hits' written with 'totals_lock' held, in function 'counter'}}
  totals.misses++; // expected-note{{'totals.misses' written with 'totals_lock' held, in function 'counter'}}
  pthread_mutex_unlock(&totals_lock);
  pthread_mutex_lock(&totals_lock);
  totals.hits += 2;
  totals.misses += 2;
  pthread_mutex_unlock(&totals_lock);
  limit = limit + 1; // expected-warning{{data race: 'limit' is written by two threads with no lock held}}
  return arg;
}

int main(void) {
  pthread_t a;
  pthread_create(&a, 0, counter, 0);
  memset(&totals, 0, sizeof totals); // expected-warning{{data race: writing 'totals.hits' (struct totals.hits) without holding 'totals_lock', held at 2 of its 3 writes}} expected-warning{{data race: writing 'totals.misses' (struct totals.misses) without holding 'totals_lock', held at 2 of its 3 writes}}
  if (scanf("%d", &limit) != 1) // expected-note{{'limit' also written here, in function 'main'}}
    return 1;
  return 0;
}
