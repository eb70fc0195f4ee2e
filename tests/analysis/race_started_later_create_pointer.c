/* A helper starts the reader through a pointer to pthread_create: a call
   through a variable where the program stores none of its functions may
   start any thread, so the reader may run where main writes after it (a
   review of race_started_later_ok.c's rule). */
#include <pthread.h>
static long shared;
static void *reader(void *a) { return (void *)shared; } // expected-warning{{data race: reading 'shared' while another thread writes it, with no lock in common}}
static void *other(void *a) { return a; }
static int (*create)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *) = pthread_create;
static void helper(void) { pthread_t t; create(&t, 0, reader, 0); }
int main(void) {
  pthread_t s, t;
  pthread_create(&s, 0, other, 0);
  helper();
  shared = 1; // expected-note{{'shared' also written here, in function 'main'}}
  pthread_create(&t, 0, reader, 0);
  return pthread_join(t, 0);
}
