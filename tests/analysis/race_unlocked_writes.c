/* Two threads write a global with no lock at all. */
#include <pthread.h>

int last_error;

static void *reader(void *arg) {
  last_error = 1; // expected-warning{{data race: 'last_error' is written by two threads with no lock held}}
  return arg;
}

static void *writer(void *arg) {
  last_error = 2; // expected-note{{'last_error' also written here, in function 'writer'}}
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return last_error;
}
