/* A thread function that starts the reader is also called through a
   global hook whose value a call gives, which no store of the program
   names: the helper that calls the hook may have started the reader
   before main's write (a review of race_started_later_ok.c's rule). */
#include <pthread.h>
static long shared;
static void *reader(void *a) { return (void *)shared; } // expected-warning{{data race: reading 'shared' while another thread writes it, with no lock in common}}
static void *other(void *a) { return a; }
static void *starter(void *a) { pthread_t t; pthread_create(&t, 0, reader, 0); return a; }
typedef void *(*start_fn)(void *);
static start_fn pick(void) { return starter; }
static start_fn hook;
static void run_hook(void) { hook(0); }
int main(void) {
  pthread_t s, t;
  pthread_create(&s, 0, other, 0);
  hook = pick();
  run_hook();
  shared = 1; // expected-note{{'shared' also written here, in function 'main'}}
  pthread_create(&t, 0, starter, 0);
  return pthread_join(t, 0);
}
