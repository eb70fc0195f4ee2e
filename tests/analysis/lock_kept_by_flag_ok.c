/* A lookup that keeps the table's lock for its caller when a flag
   parameter says so (unbound's rpz_find_zone, zones_keep_lock): static,
   so every caller is seen, and its contract is by the flag's value, one
   for 0 and one for any other (--dump-contracts: "acquire(zs->lock)
   try_acquire(1, return->lock); when keep_lock is 0: try_acquire(1,
   return->lock)").  Callers that pass 1 release the table's lock, those
   that pass 0 do not, and a caller that hands its own flag on releases
   it where the flag says. */
// expected-no-diagnostics
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
  struct zone *z = find_zone(zs, 1);
  if (z) {
    zs->count--;
    pthread_rwlock_unlock(&z->lock);
  }
  pthread_rwlock_unlock(&zs->lock);
}

int answer(struct zones *zs) {
  struct zone *z = find_zone(zs, 0);
  if (!z)
    return -1;
  int d = z->data;
  pthread_rwlock_unlock(&z->lock);
  return d;
}

int handed_on(struct zones *zs, int keep) {
  struct zone *z = find_zone(zs, keep);
  int d = -1;
  if (z) {
    d = z->data;
    pthread_rwlock_unlock(&z->lock);
  }
  if (keep)
    pthread_rwlock_unlock(&zs->lock);
  return d;
}
