/* Both workers are given the same context and count in it with no lock. */
#include <pthread.h>

struct context {
  pthread_mutex_t lock;
  long done;
};

static void finish(struct context *c) {
  c->done++; // expected-warning{{data race: 'c->done' (struct context.done) is written by two threads with no lock held}} \
                expected-note{{'c->done' written here by another thread running 'finish' at once}}
}

static void *worker(void *arg) {
  finish(arg); // expected-note{{'finish' called here, in function 'worker'}}
  return arg;
}

int main(void) {
  struct context c = {PTHREAD_MUTEX_INITIALIZER, 0};
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, &c);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return (int)c.done;
}
