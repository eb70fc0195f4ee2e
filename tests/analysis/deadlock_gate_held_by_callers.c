/* The twin of deadlock_gate_held_by_callers_ok.c: shrink calls make_room,
   and so reclaim, without the table's lock, so one thread can take a
   bin's lock and then an entry's while another, in insert, holds that
   entry's and waits for the bin's. */
#include <pthread.h>
#include <stddef.h>
struct entry { pthread_rwlock_t lock; struct entry *next; };
struct bin { pthread_mutex_t lock; struct entry *first; };
struct table { pthread_mutex_t lock; struct bin bins[8]; struct entry *lru_end; };
struct table cache;

static void reclaim(struct table *t) {
  struct entry *d = t->lru_end;
  struct bin *b = &t->bins[0];
  pthread_mutex_lock(&b->lock); // expected-note{{'struct bin.lock' acquired here}} expected-note{{'struct bin.lock' acquired here, in function 'reclaim'}}
  pthread_rwlock_wrlock(&d->lock); // expected-warning{{potential deadlock: 'struct bin.lock' and 'struct entry.lock' are acquired in opposite orders}} expected-note{{'struct entry.lock' acquired while 'struct bin.lock' is held, in function 'reclaim'}}
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
  pthread_rwlock_wrlock(&e->lock); // expected-note{{'struct entry.lock' acquired here}}
  e->next = b->first;
  b->first = e;
  pthread_mutex_unlock(&b->lock);
  if (full)
    reclaim(t); // expected-note{{'struct bin.lock' acquired through a call to 'reclaim' while 'struct entry.lock' is held, in function 'insert'}}
  pthread_rwlock_unlock(&e->lock);
  pthread_mutex_unlock(&t->lock);
}

static void shrink(struct table *t) {
  make_room(t);
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
