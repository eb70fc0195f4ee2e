/* The twin of extern_called_in_unit_ok.c: where a caller in the unit does
   not hold what a function of external linkage needs, the call is
   warned; a function of external linkage that the unit does not call
   (another file's to call, which a run of this file alone does not see)
   is still checked in its body. */
#include <pthread.h>
struct anchor { pthread_mutex_t lock; int revoked, keys; };
struct zone { pthread_rwlock_t lock; int busy; };
int lookup(struct zone *z);

int process_api(struct anchor *tp) {
  if (--tp->keys == 0) {
    pthread_mutex_unlock(&tp->lock); // expected-warning{{releasing mutex 'tp->lock' that was not held}}
    return 0;
  }
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

void verify(struct zone *z) {
  relock_lookup(z);
}

void reload_unlocked(struct zone *z) {
  verify(z); // expected-warning{{calling function 'verify' requires holding mutex 'z->lock' exclusively}}
}

void verify_api(struct zone *z) {
  relock_lookup(z); // expected-warning{{calling function 'relock_lookup' requires holding mutex 'z->lock' exclusively}}
}
