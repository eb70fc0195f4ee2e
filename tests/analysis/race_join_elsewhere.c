/* A join ends only the threads its handle's class runs, and only after
   it: pool_stop writes before it waits, and pool_wait joins the helper
   threads (`p->helper`), not the workers (`p->tid[i]`).  Twin:
   race_join_elsewhere_ok.c. */
#include <pthread.h>
#include <stdlib.h>

struct pool {
  pthread_mutex_t mu;
  pthread_t tid[2];
  pthread_t helper;
  int jobs;
  int done;
};

static struct pool *the_pool;

static void *worker(void *arg) {
  struct pool *p = arg;
  for (int i = 0; i < 3; i++) {
    pthread_mutex_lock(&p->mu);
    p->jobs++; // expected-note{{'p->jobs' written with 'p->mu' held, in function 'worker'}}
    p->done = 0; // expected-note{{'p->done' written with 'p->mu' held, in function 'worker'}}
    pthread_mutex_unlock(&p->mu);
  }
  pthread_mutex_lock(&p->mu);
  p->jobs--;
  p->done = 2;
  pthread_mutex_unlock(&p->mu);
  return NULL;
}

static void *helping(void *arg) { return arg; }

static void pool_start(struct pool *p) {
  for (int i = 0; i < 2; i++)
    pthread_create(&p->tid[i], NULL, worker, p);
  pthread_create(&p->helper, NULL, helping, p);
}

static void pool_wait(struct pool *p) {
  pthread_join(p->helper, NULL);
  p->done = 1; // expected-warning{{data race: writing 'p->done' (struct pool.done) without holding 'p->mu', held at 2 of its 3 writes}}
}

static void pool_stop(struct pool *p) {
  p->jobs = 0; // expected-warning{{data race: writing 'p->jobs' (struct pool.jobs) without holding 'p->mu', held at 2 of its 3 writes}}
  pool_wait(p); // expected-note{{'pool_wait' called here, in function 'pool_stop'}}
}

static void *controller(void *arg) {
  pool_start(the_pool);
  pool_stop(the_pool); // expected-note 2{{'pool_stop' called here, in function 'controller'}}
  return arg;
}

int main(void) {
  pthread_t c;
  the_pool = calloc(1, sizeof *the_pool);
  pthread_create(&c, NULL, controller, NULL);
  pthread_join(c, NULL);
  return 0;
}
