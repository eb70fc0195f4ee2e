/* run() starts and joins a thread, but that thread starts another that
   runs on: a call of run() is a start, and main's write after it races
   with the inner thread.  Twin of race_joined_in_callee_ok.c. */
#include <pthread.h>
int x;
static void *inner(void *a) { x++; return a; } // expected-warning{{data race: 'x' is written by two threads with no lock held}}
static void *outer(void *a) { pthread_t t; pthread_create(&t, 0, inner, 0); pthread_detach(t); return a; }
static void run(void) {
  pthread_t t;
  pthread_create(&t, 0, outer, 0);
  pthread_join(t, 0);
}
int main(void) {
  run();
  x++; // expected-note{{'x' also written here, in function 'main'}}
  return 0;
}
