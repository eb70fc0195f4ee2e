/* race_published_object.c with main's write before the thread starts,
   and a second object main fills in through a local pointer before it
   publishes it. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

int *shared_flag;

static void *setter(void *arg) {
  *shared_flag = 1;
  return arg;
}

int main(void) {
  int *fresh = malloc(sizeof *fresh);
  if (!fresh)
    return 1;
  *fresh = 2;
  shared_flag = fresh;
  pthread_t t;
  pthread_create(&t, 0, setter, 0);
  pthread_join(t, 0);
  return 0;
}
