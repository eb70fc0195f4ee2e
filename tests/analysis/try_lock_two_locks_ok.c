/* A lookup that returns 1 holding two locks and 0 holding none: the
   table's, and the zone's it hands out through *z.  Both are try-locks
   of one success value (`try_acquire(1, t->lock, (*z)->lock)`, as
   Clang's TRY_ACQUIRE(1, a, b) writes it); a contract kept the first
   alone before, and the zone's lock was then the lookup's leak and its
   caller's stray release. */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
struct zone { pthread_mutex_t lock; int serial; };
struct table { pthread_mutex_t lock; struct zone *zones[16]; int count; };

static struct zone *zone_find(struct table *t, int id) { return id >= 0 && id < 16 ? t->zones[id] : NULL; }

static int reacquire(struct table *t, int id, struct zone **z) {
  *z = zone_find(t, id);
  if (!*z)
    return 0;
  pthread_mutex_lock(&(*z)->lock);
  pthread_mutex_lock(&t->lock);
  return 1;
}

int bump(struct table *t, int id) {
  struct zone *z;
  if (!reacquire(t, id, &z))
    return -1;
  t->count++;
  int serial = ++z->serial;
  pthread_mutex_unlock(&t->lock);
  pthread_mutex_unlock(&z->lock);
  return serial;
}
