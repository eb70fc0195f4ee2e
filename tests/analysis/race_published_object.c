/* main makes an object and publishes it through a global pointer; once
   the thread runs, both write it with no lock: new to main, but not
   private. */
#include <pthread.h>
#include <stdlib.h>

int *shared_flag;

static void *setter(void *arg) {
  *shared_flag = 1; // expected-warning{{data race: '*shared_flag' is written by two threads with no lock held}}
  return arg;
}

int main(void) {
  shared_flag = malloc(sizeof *shared_flag);
  if (!shared_flag)
    return 1;
  pthread_t t;
  pthread_create(&t, 0, setter, 0);
  *shared_flag = 2; // expected-note{{'*shared_flag' also written here, in function 'main'}}
  pthread_join(t, 0);
  return 0;
}
