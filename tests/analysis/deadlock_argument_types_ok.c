/* Two locks of one class, each in the object another parameter points
   to, taken in the order of the parameters: no call can pass them the
   other way round when the parameters' types differ (a struct zone *
   and a struct disk *, each with its own struct lockbox), so that is no
   potential deadlock, even with objects picked at run time.
   Twins: deadlock_argument_order.c (two parameters of one type) and
   deadlock_argument_types.c (a lock reached through a pointer). */
// expected-no-diagnostics
#include <pthread.h>

struct lockbox { pthread_mutex_t mu; long uses; };
struct zone { struct lockbox box; int id; };
struct disk { struct lockbox box; int blocks; };
struct zone zones[8];
struct disk disks[8];
int pick(void);

static void attach(struct zone *z, struct disk *d) {
  pthread_mutex_lock(&z->box.mu);
  pthread_mutex_lock(&d->box.mu);
  d->blocks += z->id;
  pthread_mutex_unlock(&d->box.mu);
  pthread_mutex_unlock(&z->box.mu);
}

void *worker(void *arg) {
  attach(&zones[pick()], &disks[pick()]);
  return arg;
}
