// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* A try-lock that returns a pointer (the lock itself, or an object it
   guards) with success value 1: the lock is held where the pointer is
   not null, as Clang takes it. */
#include "mutex.h"

struct mutex *mutex_trylock_ptr(struct mutex *m) TRY_ACQUIRE(1, *m);

struct mutex mu;
int count GUARDED_BY(mu);

void success_branch(void) {
  if (mutex_trylock_ptr(&mu)) {
    count++;
    mutex_unlock(&mu);
  }
}

void failed_branch(void) {
  if (!mutex_trylock_ptr(&mu)) {
    count--; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
    return;
  }
  count++;
  mutex_unlock(&mu);
}

void through_local(void) {
  struct mutex *held = mutex_trylock_ptr(&mu);
  if (held) {
    count++;
    mutex_unlock(&mu);
  }
}
