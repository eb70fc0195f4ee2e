/* race_restart_ok.c without the first join: the two runs overlap. */
#include <pthread.h>

long passes;

static void *pass(void *arg) {
  passes++; // expected-warning{{data race: 'passes' is written by two threads with no lock held}} expected-note{{'passes' written here by another thread running 'pass' at once}}
  return arg;
}

int main(void) {
  pthread_t t, u;
  pthread_create(&t, 0, pass, 0);
  pthread_create(&u, 0, pass, 0);
  pthread_join(t, 0);
  pthread_join(u, 0);
  return (int)passes;
}
