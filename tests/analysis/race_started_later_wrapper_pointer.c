/* A helper gives a start wrapper the value of a global pointer to the
   reader: a start through a pointer, which may run each function stored
   or used other than by a call, so the reader may run where main writes
   after the helper's call (a review of race_started_later_ok.c's rule). */
#include <pthread.h>
static long shared;
static void *reader(void *a) { return (void *)shared; } // expected-warning{{data race: reading 'shared' while another thread writes it, with no lock in common}}
static void launch(void *(*fn)(void *)) { pthread_t t; pthread_create(&t, 0, fn, 0); }
static void *(*chosen)(void *) = reader;
static void helper(void) { launch(chosen); }
int main(void) {
  pthread_t t;
  helper();
  shared = 1; // expected-note{{'shared' also written here, in function 'main'}}
  pthread_create(&t, 0, reader, 0);
  return pthread_join(t, 0);
}
