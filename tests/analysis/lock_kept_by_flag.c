/* The twin of lock_kept_by_flag_ok.c: with the lookup's contract known by
   its flag's value, a caller that passes 1 and returns early where the
   lookup found nothing leaks the table's lock (unbound's
   rpz_remove_qname_trigger, `if(!z) return;` after rpz_find_zone(...,
   1)), one that passes 0 and releases it releases what it does not hold,
   and one that hands on its flag but releases the lock either way too. */
#include <pthread.h>
#include <stddef.h>
struct zone { pthread_rwlock_t lock; int data; };
struct zones { pthread_rwlock_t lock; int count; };
struct zone *lookup(struct zones *zs);

static struct zone *find_zone(struct zones *zs, int keep_lock) {
  struct zone *z;
  pthread_rwlock_wrlock(&zs->lock);
  z = lookup(zs);
  if (!z) {
    if (!keep_lock)
      pthread_rwlock_unlock(&zs->lock);
    return NULL;
  }
  pthread_rwlock_wrlock(&z->lock);
  if (!keep_lock)
    pthread_rwlock_unlock(&zs->lock);
  return z;
}

void remove_trigger(struct zones *zs) {
  struct zone *z = find_zone(zs, 1); // expected-note{{mutex 'zs->lock' acquired here}}
  if (!z)
    return; // expected-warning{{mutex 'zs->lock' is still held at the end of function}}
  zs->count--;
  pthread_rwlock_unlock(&z->lock);
  pthread_rwlock_unlock(&zs->lock);
}

int answer(struct zones *zs) {
  struct zone *z = find_zone(zs, 0);
  if (!z)
    return -1;
  int d = z->data;
  pthread_rwlock_unlock(&z->lock);
  pthread_rwlock_unlock(&zs->lock); // expected-warning{{releasing mutex 'zs->lock' that was not held}}
  return d;
}

int handed_on(struct zones *zs, int keep) {
  struct zone *z = find_zone(zs, keep);
  int d = -1;
  if (z) {
    d = z->data;
    pthread_rwlock_unlock(&z->lock);
  }
  pthread_rwlock_unlock(&zs->lock); // expected-warning{{releasing mutex 'zs->lock' that was not held}}
  return d;
}
