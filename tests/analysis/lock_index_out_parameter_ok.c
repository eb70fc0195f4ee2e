/* A lock picked by an index that the function taking it hands back through
   an out-parameter (knot's rrl_hash: `*lock = free_id % tbl->lk_count;
   rrl_lock(tbl, *lock);`, the caller's `rrl_unlock(rrl, lock)`): the
   contract names the lock by the index its caller's variable then holds
   (`acquire(locks[*id])`, `acquire(*(t->lk + (*id)))`), read where the
   call is, as the value the variable holds, not as its place. */
// expected-no-diagnostics
#include <pthread.h>
static pthread_mutex_t locks[16];
struct table { pthread_mutex_t *lk; int count; long hits[64]; };

static void lock_slot(int key, int *id) {
  *id = key & 15;
  pthread_mutex_lock(&locks[*id]);
}

static void lock_stripe(struct table *t, int key, int *id) {
  *id = key % t->count;
  pthread_mutex_lock(t->lk + *id);
}

void use_slot(int key) {
  int id;
  lock_slot(key, &id);
  pthread_mutex_unlock(&locks[id]);
}

long use_stripe(struct table *t, int key) {
  int id;
  lock_stripe(t, key, &id);
  long n = ++t->hits[key & 63];
  pthread_mutex_unlock(t->lk + id);
  return n;
}
