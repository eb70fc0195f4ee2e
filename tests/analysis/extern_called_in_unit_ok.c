/* Functions of external linkage that the unit calls too: what they need
   is their callers' to hold, as for a static function, and the unit's
   callers are checked against it (another file's, where a project run
   hands them the contract).  process() is entered with tp->lock held and
   releases it where it returns 0 (unbound's autr_process_prime:
   `release(tp->lock when !return)`); verify() calls a helper that drops
   and retakes z->lock, with its callers holding it (unbound's
   auth_zone_verify_zonemd: `requires(z->lock)`). */
// expected-no-diagnostics
#include <pthread.h>
struct anchor { pthread_mutex_t lock; int revoked, keys; };
struct zone { pthread_rwlock_t lock; int busy; };
struct anchor *find(void);
int lookup(struct zone *z);

static void remove_anchor(struct anchor *tp) { pthread_mutex_unlock(&tp->lock); }

int process(struct anchor *tp) {
  if (tp->revoked) {
    pthread_mutex_unlock(&tp->lock);
    return 0;
  }
  if (--tp->keys == 0) {
    remove_anchor(tp);
    return 0;
  }
  return 1;
}

int prime(void) {
  struct anchor *tp = find();
  pthread_mutex_lock(&tp->lock);
  if (!process(tp))
    return 0;
  pthread_mutex_unlock(&tp->lock);
  return 1;
}

static int relock_lookup(struct zone *z) {
  if (z->busy)
    return 1;
  z->busy = 1;
  pthread_rwlock_unlock(&z->lock);
  int r = lookup(z);
  pthread_rwlock_wrlock(&z->lock);
  return r;
}

void verify(struct zone *z, int offline) {
  if (offline)
    return;
  relock_lookup(z);
}

void reload(struct zone *z) {
  pthread_rwlock_wrlock(&z->lock);
  verify(z, 0);
  pthread_rwlock_unlock(&z->lock);
}
