/* The thread writes a global through a local pointer to it; main writes
   it by name: one object, two threads, no lock. */
#include <pthread.h>

int level;

static void *raise_level(void *arg) {
  int *p = &level;
  *p = 2; // expected-warning{{data race: '*p' (level) is written by two threads with no lock held}}
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, raise_level, 0);
  level = 1; // expected-note{{'level' also written here, in function 'main'}}
  pthread_join(t, 0);
  return level;
}
