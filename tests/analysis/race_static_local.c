/* A static of a function is one object in every thread that runs the
   function: two threads run stamp, and both copy into last.  Twin:
   race_static_local_ok.c. */
#include <pthread.h>
#include <string.h>
#include <time.h>

static void *stamp(void *arg) {
  static struct timespec last;
  struct timespec now = {0};
  memcpy(&last, &now, sizeof now); // expected-warning{{data race: 'last.tv_sec' (struct timespec.tv_sec) is written by two threads with no lock held}}
                                   // expected-warning@-1{{data race: 'last.tv_nsec' (struct timespec.tv_nsec) is written by two threads with no lock held}}
                                   // expected-note@-2 2{{written here by another thread running 'stamp' at once}}
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, stamp, 0);
  pthread_create(&b, 0, stamp, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
