/* race_exclusive_starts_ok.c where both may run: the second thread
   started after the choice, directly or after a function main calls has
   started the first. */
#include <pthread.h>

static long blocks_done, sent;

static void *writer(void *p) {
  blocks_done++; // expected-warning{{data race: 'blocks_done' is written by two threads with no lock held}}
  return p;
}
static void *cat_writer(void *p) {
  blocks_done++; // expected-note{{'blocks_done' also written here, in function 'cat_writer'}}
  return p;
}

static void *sender(void *p) {
  sent++; // expected-warning{{data race: 'sent' is written by two threads with no lock held}}
  return p;
}
static void *quiet_sender(void *p) {
  sent = 0; // expected-note{{'sent' also written here, in function 'quiet_sender'}}
  return p;
}

static void start_sender(pthread_t *t) { pthread_create(t, NULL, sender, NULL); }

int main(int argc, char **argv) {
  pthread_t t, u, v, w;
  (void)argv;
  if (argc > 1)
    pthread_create(&t, NULL, cat_writer, NULL);
  pthread_create(&v, NULL, writer, NULL);
  if (argc > 2)
    start_sender(&u);
  pthread_create(&w, NULL, quiet_sender, NULL);
  pthread_join(w, NULL);
  pthread_join(u, NULL);
  pthread_join(v, NULL);
  return pthread_join(t, NULL);
}
