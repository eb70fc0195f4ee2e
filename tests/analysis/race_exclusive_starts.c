/* race_exclusive_starts_ok.c where both may run: the second thread
   started after the choice, directly or after a function main calls has
   started the first; one thread function started twice on one path. */
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

static long copied;
static void *copier(void *p) {
  copied++; // expected-warning{{data race: 'copied' is written by two threads with no lock held}} expected-note{{'copied' written here by another thread running 'copier' at once}}
  return p;
}
static pthread_t copy_threads[2];
static void initialise_threads(int mode) {
  if (mode == 1)
    pthread_create(&copy_threads[0], NULL, copier, NULL);
  pthread_create(&copy_threads[1], NULL, copier, NULL);
}

int main(int argc, char **argv) {
  pthread_t t, u, v, w;
  (void)argv;
  initialise_threads(argc);
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
