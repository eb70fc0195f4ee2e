/* main runs one thread's function twice, joining the first run before it
   starts the second: the two runs never overlap. */
// expected-no-diagnostics
#include <pthread.h>

long passes;

static void *pass(void *arg) {
  passes++;
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, pass, 0);
  pthread_join(t, 0);
  pthread_create(&t, 0, pass, 0);
  pthread_join(t, 0);
  for (int i = 0; i < 3; i++) {
    pthread_create(&t, 0, pass, 0);
    pthread_join(t, 0);
  }
  return (int)passes;
}
