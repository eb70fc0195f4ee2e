/* A function other than main that joins threads (pool_wait), or calls
   one that does (pool_stop), ends them: its accesses after the joins race
   with nothing those threads did.  Which function a joined handle's
   threads run is known by the handle's class: the starts of the file fill
   `p->tid[i]` with threads of worker.  Twin: race_join_elsewhere.c. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct pool {
  pthread_mutex_t mu;
  pthread_t tid[2];
  int jobs;
  int done;
};

static struct pool *the_pool;

static void *worker(void *arg) {
  struct pool *p = arg;
  for (int i = 0; i < 3; i++) {
    pthread_mutex_lock(&p->mu);
    p->jobs++;
    p->done = 0;
    pthread_mutex_unlock(&p->mu);
  }
  pthread_mutex_lock(&p->mu);
  p->jobs--;
  p->done = 2;
  pthread_mutex_unlock(&p->mu);
  return NULL;
}

static void pool_start(struct pool *p) {
  for (int i = 0; i < 2; i++)
    pthread_create(&p->tid[i], NULL, worker, p);
}

static void pool_wait(struct pool *p) {
  for (int i = 0; i < 2; i++)
    pthread_join(p->tid[i], NULL);
  p->done = 1;
}

static void pool_stop(struct pool *p) {
  pool_wait(p);
  p->jobs = 0;
}

static void *controller(void *arg) {
  pool_start(the_pool);
  pool_stop(the_pool);
  return arg;
}

int main(void) {
  pthread_t c;
  the_pool = calloc(1, sizeof *the_pool);
  pthread_create(&c, NULL, controller, NULL);
  pthread_join(c, NULL);
  return 0;
}
