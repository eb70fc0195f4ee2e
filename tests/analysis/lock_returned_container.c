/* The twin of lock_returned_container_ok.c: the lookup returns null with
   the expired entry still locked, and a caller never unlocks the key's
   entry.  A pointer of the entry's own type read from it is the next
   entry, no back pointer: lock_first_give_second returns another item
   than the one whose entry it locked: it returns holding that entry's
   lock, and its caller unlocks another. */
#include <pthread.h>
#include <stddef.h>

struct entry { pthread_rwlock_t lock; void *key; int ttl; };
struct key { int name; struct entry entry; };
struct table { pthread_mutex_t lock; struct entry *e; };

struct entry *table_lookup(struct table *t, int name) {
  pthread_mutex_lock(&t->lock);
  struct entry *e = t->e && ((struct key *)t->e->key)->name == name ? t->e : NULL;
  if (e)
    pthread_rwlock_rdlock(&e->lock);
  pthread_mutex_unlock(&t->lock);
  return e;
}

struct key *cache_lookup(struct table *t, int name, int now) {
  struct entry *e = table_lookup(t, name); // expected-note{{mutex 'table_lookup(t, name)->lock' acquired here}}
  if (!e)
    return NULL;
  if (now > e->ttl)
    return NULL; // expected-warning{{mutex 'table_lookup(t, name)->lock' is still held at the end of function}}
  return (struct key *)e->key;
}

int user(struct table *t, int name) {
  struct key *k = cache_lookup(t, name, 5); // expected-note{{mutex 'cache_lookup(t, name, 5)->entry.lock' acquired here}}
  if (!k)
    return -1;
  return k->name; // expected-warning{{mutex 'cache_lookup(t, name, 5)->entry.lock' is still held at the end of function}}
}

struct node { pthread_mutex_t lock; struct node *next; };
struct item { struct node node; int v; };
struct list { struct node *head; };

static struct node *first(struct list *l) { return l->head; }

struct item *lock_first_give_second(struct list *l) {
  struct node *n = first(l);
  if (!n)
    return NULL;
  pthread_mutex_lock(&n->lock); // expected-note{{mutex 'first(l)->lock' acquired here}}
  return (struct item *)n->next; // expected-warning{{mutex 'first(l)->lock' is still held at the end of function}}
}

int second_value(struct list *l) {
  struct item *it = lock_first_give_second(l);
  if (!it)
    return -1;
  int v = it->v;
  pthread_mutex_unlock(&it->node.lock); // expected-warning{{releasing mutex 'lock_first_give_second(l)->node.lock' that was not held}}
  return v;
}
