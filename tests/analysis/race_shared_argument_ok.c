/* race_shared_argument.c with the count under the context's lock; and a
   second kind of worker given an element of its own (`&parts[i]`), which
   it counts in with no lock. */
// expected-no-diagnostics
#include <pthread.h>

struct context {
  pthread_mutex_t lock;
  long done;
};

static void finish(struct context *c) {
  pthread_mutex_lock(&c->lock);
  c->done++;
  pthread_mutex_unlock(&c->lock);
}

static void *worker(void *arg) {
  finish(arg);
  return arg;
}

static void *part_worker(void *arg) {
  struct context *part = arg;
  part->done = 1;
  return arg;
}

int main(void) {
  struct context c = {PTHREAD_MUTEX_INITIALIZER, 0}, parts[2];
  pthread_t t[4];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, &c);
  for (int i = 0; i < 2; i++)
    pthread_create(&t[2 + i], 0, part_worker, &parts[i]);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return (int)c.done;
}
