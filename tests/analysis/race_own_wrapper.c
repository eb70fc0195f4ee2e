/* A helper that makes the lock of another object its argument reaches
   (`&w->peer->mu`), or frees what a member points to (`free(w->log)`),
   wraps nothing its caller's object is made or unmade by: that object
   stays shared.  Twin: race_own_wrapper_ok.c. */
#include <pthread.h>
#include <stdlib.h>

struct worker {
  pthread_mutex_t mu;
  pthread_t tid;
  int state;
  int jobs;
  char *log;
  struct worker *peer;
};

struct worker *workers[4];

static int peer_lock_make(struct worker *w) { return pthread_mutex_init(&w->peer->mu, NULL); }
static void log_free(struct worker *w) { free(w->log); }

static void *work(void *arg) {
  struct worker *w = arg;
  pthread_mutex_lock(&w->mu);
  w->state = 1; // expected-note{{'w->state' written with 'w->mu' held, in function 'work'}}
  w->jobs++; // expected-note{{'w->jobs' written with 'w->mu' held, in function 'work'}}
  pthread_mutex_unlock(&w->mu);
  pthread_mutex_lock(&w->mu);
  w->state = 2;
  w->jobs--;
  pthread_mutex_unlock(&w->mu);
  return arg;
}

static int worker_setup(struct worker *w) {
  if (peer_lock_make(w))
    return -1;
  w->state = 0; // expected-warning{{data race: writing 'w->state' (struct worker.state) without holding 'w->mu', held at 2 of its 3 writes}}
  return 0;
}

static void worker_drop(struct worker *w) {
  w->jobs = 0; // expected-warning{{data race: writing 'w->jobs' (struct worker.jobs) without holding 'w->mu', held at 2 of its 3 writes}}
  log_free(w);
}

static void *manager(void *arg) {
  for (int i = 0; i < 4; i++)
    if (worker_setup(workers[i]) == 0) // expected-note{{'worker_setup' called here, in function 'manager'}}
      pthread_create(&workers[i]->tid, 0, work, workers[i]);
  worker_drop(workers[0]); // expected-note{{'worker_drop' called here, in function 'manager'}}
  return arg;
}

int main(void) {
  pthread_t m;
  pthread_create(&m, 0, manager, 0);
  return 0;
}
