/* race_started_later_ok.c where the workers have started: a set-up
   write after a worker's start, one after a function of the file that
   starts the other worker, and one in a function main calls (child) after
   it has started its reader. */
#include <pthread.h>
#include <stdlib.h>

static long replayed, flushed;

static void *signals(void *arg) { return arg; }

static void *replayer(void *arg) {
  replayed++; // expected-warning{{data race: 'replayed' is written by two threads with no lock held}}
  return arg;
}

static void *flusher(void *arg) {
  flushed++; // expected-warning{{data race: 'flushed' is written by two threads with no lock held}}
  return arg;
}

static void start_flusher(pthread_t *id) { pthread_create(id, NULL, flusher, NULL); }

static long seen;

static void *reader(void *arg) {
  return (void *)seen; // expected-warning{{data race: reading 'seen' while another thread writes it, with no lock in common}}
}

static void child(void) {
  pthread_t t;
  pthread_create(&t, NULL, reader, NULL);
  seen = 1; // expected-note{{'seen' also written here, in function 'child'}}
  pthread_join(t, NULL);
}

int main(void) {
  pthread_t s, r, f;
  child();
  pthread_create(&s, NULL, signals, NULL);
  pthread_create(&r, NULL, replayer, NULL);
  replayed = 0; // expected-note{{'replayed' also written here, in function 'main'}}
  start_flusher(&f);
  flushed = 0; // expected-note{{'flushed' also written here, in function 'main'}}
  pthread_join(r, NULL);
  pthread_join(f, NULL);
  return pthread_join(s, NULL);
}
