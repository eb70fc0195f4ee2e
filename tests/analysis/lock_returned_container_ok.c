/* An intrusive table: the entry is a member of the key it stands for and
   points back to it (`e->key`).  The cache's lookup takes the entry
   locked from the table, then returns the key, read from the entry
   (unbound's rrset_cache_lookup: `return (struct key *)e->key;`), and
   its callers unlock `&k->entry.lock`.  The key embeds one entry, so the
   lock is taken for that entry's: the contract is a try-lock of
   `return->entry.lock`.  Twin: lock_returned_container.c. */
// expected-no-diagnostics
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
  struct entry *e = table_lookup(t, name);
  if (!e)
    return NULL;
  if (now > e->ttl) {
    pthread_rwlock_unlock(&e->lock);
    return NULL;
  }
  return (struct key *)e->key;
}

int user(struct table *t, int name) {
  struct key *k = cache_lookup(t, name, 5);
  if (!k)
    return -1;
  int v = k->name;
  pthread_rwlock_unlock(&k->entry.lock);
  return v;
}
