/* race_local_pointer.c with main's write before the thread starts. */
// expected-no-diagnostics
#include <pthread.h>

int level;

static void *raise_level(void *arg) {
  int *p = &level;
  *p = 2;
  return arg;
}

int main(void) {
  pthread_t t;
  level = 1;
  pthread_create(&t, 0, raise_level, 0);
  pthread_join(t, 0);
  return level;
}
