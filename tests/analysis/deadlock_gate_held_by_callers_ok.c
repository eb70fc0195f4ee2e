/* Both orders of a bin's and an entry's lock are taken only under the
   table's lock: insert holds it, takes its new entry's lock and then,
   through reclaim, a bin's and another entry's.  reclaim takes a bin's
   lock and then an entry's without the table's lock in its own body, but
   every call of it holds the table's: the callers keep the gate for it
   (unbound's reclaim_space, called by lruhash_insert with the table
   locked), so the two orders never meet. */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
struct entry { pthread_rwlock_t lock; struct entry *next; };
struct bin { pthread_mutex_t lock; struct entry *first; };
struct table { pthread_mutex_t lock; struct bin bins[8]; struct entry *lru_end; };
struct table cache;

static void reclaim(struct table *t) {
  struct entry *d = t->lru_end;
  struct bin *b = &t->bins[0];
  pthread_mutex_lock(&b->lock);
  pthread_rwlock_wrlock(&d->lock);
  b->first = d->next;
  pthread_rwlock_unlock(&d->lock);
  pthread_mutex_unlock(&b->lock);
}

static void make_room(struct table *t) {
  reclaim(t);
}

static void insert(struct table *t, struct entry *e, int full) {
  pthread_mutex_lock(&t->lock);
  struct bin *b = &t->bins[1];
  pthread_mutex_lock(&b->lock);
  pthread_rwlock_wrlock(&e->lock);
  e->next = b->first;
  b->first = e;
  pthread_mutex_unlock(&b->lock);
  if (full)
    reclaim(t);
  pthread_rwlock_unlock(&e->lock);
  pthread_mutex_unlock(&t->lock);
}

static void shrink(struct table *t) {
  pthread_mutex_lock(&t->lock);
  make_room(t);
  pthread_mutex_unlock(&t->lock);
}

static void *worker(void *arg) {
  insert(&cache, arg, 1);
  shrink(&cache);
  return NULL;
}

void start(struct entry *e) {
  pthread_t a, b;
  pthread_create(&a, NULL, worker, e);
  pthread_create(&b, NULL, worker, e + 1);
}
