/* A function other than main starts one thread's function in a loop:
   the runs overlap, and each writes the counter with no lock. */
#include <pthread.h>

long hits;

static void *hit(void *arg) {
  hits++; // expected-warning{{data race: 'hits' is written by two threads with no lock held}} expected-note{{'hits' written here by another thread running 'hit' at once}}
  return arg;
}

static void run_all(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], 0, hit, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
}

int main(void) {
  run_all();
  return (int)hits;
}
