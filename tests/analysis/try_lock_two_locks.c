/* The twin of try_lock_two_locks_ok.c: a caller that releases the
   table's lock but keeps the zone's, and one that releases both where the
   lookup failed. */
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

int keeps_zone(struct table *t, int id) {
  struct zone *z;
  if (!reacquire(t, id, &z)) // expected-note{{mutex 'z->lock' acquired here}}
    return -1;
  t->count++;
  pthread_mutex_unlock(&t->lock);
  return z->serial; // expected-warning{{mutex 'z->lock' is still held at the end of function}}
}

void releases_on_failure(struct table *t, int id) {
  struct zone *z;
  if (reacquire(t, id, &z)) {
    pthread_mutex_unlock(&t->lock);
    pthread_mutex_unlock(&z->lock);
    return;
  }
  pthread_mutex_unlock(&t->lock); // expected-warning{{releasing mutex 't->lock' that was not held}}
}
