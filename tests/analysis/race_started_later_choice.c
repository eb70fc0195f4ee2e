/* A helper gives a start wrapper a choice of two thread functions
   (`c ? reader : other`): the reader may run where main writes after the
   helper's call (a review of race_started_later_ok.c's rule). */
#include <pthread.h>
static long shared;
static void *reader(void *a) { return (void *)shared; } // expected-warning{{data race: reading 'shared' while another thread writes it, with no lock in common}}
static void *other(void *a) { return a; }
static void launch(void *(*fn)(void *)) { pthread_t t; pthread_create(&t, 0, fn, 0); }
static void helper(int c) { launch(c ? reader : other); }
int main(int argc, char **argv) {
  pthread_t t;
  helper(argc > 0);
  shared = 1; // expected-note{{'shared' also written here, in function 'main'}}
  pthread_create(&t, 0, reader, 0);
  return pthread_join(t, 0);
}
