/* race_atomics_ok.c with 'misses' updated by a plain increment while
   main resets it under 'lock': the increment races. */
#include <pthread.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
_Atomic long hits;
long misses;

static void reset(void) {
  pthread_mutex_lock(&lock);
  misses = 0; // expected-note{{'misses' written with 'lock' held, in function 'reset'}}
  pthread_mutex_unlock(&lock);
}

static void *worker(void *arg) {
  hits++;
  misses++; // expected-warning{{data race: writing 'misses' without holding 'lock', held at 2 of its 3 writes}}
  return arg;
}

static void *cleaner(void *arg) {
  reset();
  pthread_mutex_lock(&lock);
  misses /= 2;
  pthread_mutex_unlock(&lock);
  return arg;
}

int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 3; i++)
    pthread_create(&t[i], 0, worker, 0);
  pthread_create(&t[3], 0, cleaner, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return 0;
}
