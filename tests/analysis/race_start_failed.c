/* race_start_failed_ok.c with the branches the wrong way round: the
   object freed, or written, where the thread was started and may use it
   still; main's write where its thread runs. */
#include <pthread.h>
#include <stdlib.h>

struct job {
  pthread_mutex_t mutex;
  int done;
};

static long state;

static void *work(void *arg) {
  struct job *j = arg;
  pthread_mutex_lock(&j->mutex);
  j->done = 1; // expected-note{{'j->done' also written here, in function 'work', with 'arg->mutex' held}}
  pthread_mutex_unlock(&j->mutex);
  return (void *)state; // expected-warning{{data race: reading 'state' while another thread writes it, with no lock in common}}
}

static int start_a(void) {
  pthread_t t;
  struct job *j = calloc(1, sizeof *j);
  if (!j)
    return -1;
  int rv = pthread_create(&t, NULL, work, j);
  if (rv == 0)
    j->done = -1; // expected-warning{{data race: writing 'j->done' (struct job.done) while another thread writes it, with no lock in common}}
  return rv;
}

int main(void) {
  pthread_t c;
  start_a(); // expected-note{{'start_a' called here, in function 'main'}}
  if (pthread_create(&c, NULL, work, calloc(1, sizeof(struct job))))
    return 1;
  state = 1; // expected-note{{'state' also written here, in function 'main'}}
  return pthread_join(c, NULL);
}
