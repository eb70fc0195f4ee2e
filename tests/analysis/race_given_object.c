/* What a thread is given stays the starter's too: main goes on writing
   the job it handed the worker, and frees the worker's counter while the
   worker may still count.  A spawner's parameter works the same: probe()
   hands its device's member to two threads, then writes the device. */
#include <pthread.h>
#include <stdlib.h>

struct job { int id; int done; };

static void *worker(void *arg) {
  struct job *j = arg;
  j->done = 1; // expected-warning{{data race: 'j->done' (struct job.done) is written by two threads with no lock held}}
  return 0;
}

static void *count(void *arg) {
  int *n = arg;
  (*n)++; // expected-warning{{data race: '*n' is written by two threads with no lock held}}
  return 0;
}

struct device { int ready; };
struct driver { pthread_mutex_t lock; struct device dev; int state; };

static void *callback(void *arg) {
  struct driver *d = (struct driver *)((char *)arg - __builtin_offsetof(struct driver, dev));
  pthread_mutex_lock(&d->lock);
  d->state++; // expected-note{{'d->state' also written here, in function 'callback', with '}}
  pthread_mutex_unlock(&d->lock);
  return 0;
}

static pthread_t t1, t2;

static void probe(struct driver *d) {
  pthread_create(&t1, 0, callback, &d->dev);
  pthread_create(&t2, 0, callback, &d->dev);
  d->state = 0; // expected-warning{{data race: writing 'd->state' (struct driver.state) while another thread writes it, with no lock in common}}
}

int main(void) {
  pthread_t t, c;
  struct job *j = malloc(sizeof *j);
  j->id = 1;
  pthread_create(&t, 0, worker, j);
  j->done = 0; // expected-note{{'j->done' also written here, in function 'main'}}
  int *n = malloc(sizeof *n);
  *n = 0;
  pthread_create(&c, 0, count, n);
  free(n); // expected-note{{'*n' also written here, in function 'main'}}
  pthread_join(t, 0);
  pthread_join(c, 0);
  free(j);
  static struct driver drv = {PTHREAD_MUTEX_INITIALIZER};
  probe(&drv); // expected-note{{'probe' called here, in function 'main'}}
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
