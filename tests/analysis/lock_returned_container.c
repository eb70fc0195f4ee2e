/* The twin of lock_returned_container_ok.c: the lookup returns null with
   the expired entry still locked, and a caller never unlocks the key's
   entry. */
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
