/* A function that passes its parameter on to make or unmake an object
   (`mutex_init_wrapper(m)` calls pthread_mutex_init(m), `obj_free(p)`
   calls free(p)) makes or unmakes it as much as the call it wraps: the
   object whose lock its caller gives (`&w->mu`), or the object itself,
   is the caller's own.  Wrappers of wrappers too.  Twin:
   race_own_wrapper.c. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct worker {
  pthread_mutex_t mu;
  pthread_t tid;
  int state;
  int jobs;
};

struct worker *workers[4];

static int mutex_init_wrapper(pthread_mutex_t *m) { return pthread_mutex_init(m, NULL); }
static int lock_make(pthread_mutex_t *m) { return mutex_init_wrapper(m); }
static void obj_free(void *p) { free(p); }

static void *work(void *arg) {
  struct worker *w = arg;
  pthread_mutex_lock(&w->mu);
  w->state = 1;
  w->jobs++;
  pthread_mutex_unlock(&w->mu);
  pthread_mutex_lock(&w->mu);
  w->state = 2;
  w->jobs--;
  pthread_mutex_unlock(&w->mu);
  pthread_mutex_lock(&w->mu);
  w->state = 3;
  w->jobs += 2;
  pthread_mutex_unlock(&w->mu);
  pthread_mutex_lock(&w->mu);
  w->state = 4;
  w->jobs -= 2;
  pthread_mutex_unlock(&w->mu);
  return arg;
}

static int worker_setup(struct worker *w) {
  if (lock_make(&w->mu))
    return -1;
  w->state = 0;
  w->jobs = 0;
  return 0;
}

static void worker_drop(struct worker *w) {
  w->state = 3;
  w->jobs = 0;
  obj_free(w);
}

static void *manager(void *arg) {
  for (int i = 0; i < 4; i++)
    if (worker_setup(workers[i]) == 0)
      pthread_create(&workers[i]->tid, 0, work, workers[i]);
  worker_drop(workers[0]);
  return arg;
}

int main(void) {
  pthread_t m;
  pthread_create(&m, 0, manager, 0);
  return 0;
}
