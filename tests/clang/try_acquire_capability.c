// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* try_acquire_capability (TRY_ACQUIRE): the lock is held only on the
   branch where the call returned the success value (the first argument:
   1 here, 0 for a function that returns 0 on success). */
#include "mutex.h"

int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);
int mutex_trylock_errno(struct mutex *m) TRY_ACQUIRE(0, *m);

struct mutex mu;
int count GUARDED_BY(mu);

void failed_branch(void) {
  if (mutex_trylock(&mu)) {
    count++;
    mutex_unlock(&mu);
  } else {
    count--; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
  }
}

void zero_means_success(void) {
  if (mutex_trylock_errno(&mu))
    count = 1; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
  else
    mutex_unlock(&mu);
}
