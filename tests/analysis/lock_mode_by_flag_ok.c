/* A lookup that returns its entry locked, for writing or for reading as a
   parameter says (unbound's lruhash_lookup: `if (wr) wrlock(&e->lock);
   else rdlock(&e->lock);`), after taking and releasing the table's lock.
   Its inferred contract has a case for the flag 0 (a shared try-lock of
   the result's lock) and for any other value an exclusive one, so the
   callers that unlock the entry they got are right, and so is a wrapper
   that hands the flag on.  The flag is the parameter whose value picks
   the mode, not the first one tested (`verbose`).  Twins:
   lock_mode_by_flag.c, lock_mode_by_flag_race.c. */
// expected-no-diagnostics
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

struct entry *lookup_reading(struct table *t, int key, int shared) {
  struct entry *e = find(t, key);
  if (!e)
    return NULL;
  if (!shared)
    pthread_rwlock_wrlock(&e->lock);
  else
    pthread_rwlock_rdlock(&e->lock);
  return e;
}

struct entry *cache_lookup(struct table *t, int key, int wr) { return lookup(t, key, wr); }

int get(struct table *t, int key) {
  struct entry *e = lookup(t, key, 0);
  if (!e)
    return -1;
  int v = e->data;
  pthread_rwlock_unlock(&e->lock);
  return v;
}

void set(struct table *t, int key, int v) {
  struct entry *e = lookup(t, key, 1);
  if (!e)
    return;
  e->data = v;
  pthread_rwlock_unlock(&e->lock);
}

int peek(struct table *t, int key) {
  struct entry *e = lookup_reading(t, key, 1);
  if (!e)
    return -1;
  int v = e->data;
  pthread_rwlock_unlock(&e->lock);
  return v;
}

void bump(struct table *t, int key) {
  struct entry *e = cache_lookup(t, key, 1);
  if (e) {
    e->data++;
    pthread_rwlock_unlock(&e->lock);
  }
}

void log_line(const char *what);

void lock_entry(struct entry *e, int verbose, int wr) {
  if (verbose)
    log_line("lock_entry");
  if (wr)
    pthread_rwlock_wrlock(&e->lock);
  else
    pthread_rwlock_rdlock(&e->lock);
}

int read_quietly(struct entry *e) {
  lock_entry(e, 0, 0);
  int v = e->data;
  pthread_rwlock_unlock(&e->lock);
  return v;
}

void write_loudly(struct entry *e, int v) {
  lock_entry(e, 1, 1);
  e->data = v;
  pthread_rwlock_unlock(&e->lock);
}

struct entry *fresh_lookup(struct table *t, int key, int now, int wr) {
  struct entry *e = lookup(t, key, wr);
  if (!e)
    return NULL;
  if (now > e->data) {
    pthread_rwlock_unlock(&e->lock);
    return NULL;
  }
  return e;
}

int get_fresh(struct table *t, int key) {
  struct entry *e = fresh_lookup(t, key, 5, 0);
  if (!e)
    return -1;
  int v = e->data;
  pthread_rwlock_unlock(&e->lock);
  return v;
}
