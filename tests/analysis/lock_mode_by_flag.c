/* The twin of lock_mode_by_flag_ok.c: with the lookup's contract known by
   the flag's value, a caller that returns holding the entry it read, and
   one that unlocks the entry where the lookup found none, are warned. */
#include <pthread.h>
#include <stddef.h>

struct entry { pthread_rwlock_t lock; int key; int data; };
struct table { pthread_mutex_t lock; struct entry *e; };

static struct entry *find(struct table *t, int key) { return t->e && t->e->key == key ? t->e : NULL; }

struct entry *lookup(struct table *t, int key, int wr) {
  pthread_mutex_lock(&t->lock);
  struct entry *e = find(t, key);
  if (e) {
    if (wr)
      pthread_rwlock_wrlock(&e->lock);
    else
      pthread_rwlock_rdlock(&e->lock);
  }
  pthread_mutex_unlock(&t->lock);
  return e;
}

int get_leak(struct table *t, int key) {
  struct entry *e = lookup(t, key, 0); // expected-note{{mutex 'lookup(t, key, 0)->lock' acquired here}}
  if (!e)
    return -1;
  if (e->data < 0)
    return -2; // expected-warning{{mutex 'lookup(t, key, 0)->lock' is still held at the end of function}}
  pthread_rwlock_unlock(&e->lock);
  return 0;
}

void unlock_missing(struct table *t, int key) {
  struct entry *e = lookup(t, key, 1);
  if (!e) {
    pthread_rwlock_unlock(&e->lock); // expected-warning{{releasing mutex 'lookup(t, key, 1)->lock' that was not held}}
    return;
  }
  pthread_rwlock_unlock(&e->lock);
}
