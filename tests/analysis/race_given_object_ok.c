/* race_given_object.c made right: main fills each job before it starts
   its worker (a new job each time round the loop, the worker's alone once
   given) and frees it after the join; probe() sets its device up before
   it starts the threads, and writes it after with the lock they take. */
#include <pthread.h>
#include <stdlib.h>

struct job { int id; int done; };

static void *worker(void *arg) {
  struct job *j = arg;
  j->done = 1;
  return 0;
}

struct device { int ready; };
struct driver { pthread_mutex_t lock; struct device dev; int state; };

static void *callback(void *arg) {
  struct driver *d = (struct driver *)((char *)arg - __builtin_offsetof(struct driver, dev));
  pthread_mutex_lock(&d->lock);
  d->state++;
  pthread_mutex_unlock(&d->lock);
  return 0;
}

static pthread_t t1, t2;

static void probe(struct driver *d) {
  d->state = 0;
  pthread_create(&t1, 0, callback, &d->dev);
  pthread_create(&t2, 0, callback, &d->dev);
  pthread_mutex_lock(&d->lock);
  d->state = 1;
  pthread_mutex_unlock(&d->lock);
}

int main(void) {
  pthread_t t[4];
  struct job *jobs[4];
  for (int i = 0; i < 4; i++) {
    struct job *j = malloc(sizeof *j);
    j->id = i;
    j->done = 0;
    jobs[i] = j;
    pthread_create(&t[i], 0, worker, j);
  }
  for (int i = 0; i < 4; i++) {
    pthread_join(t[i], 0);
    free(jobs[i]);
  }
  static struct driver drv = {PTHREAD_MUTEX_INITIALIZER};
  probe(&drv);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
// expected-no-diagnostics
