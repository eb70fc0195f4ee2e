// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* try_acquire_shared_capability (TRY_ACQUIRE_SHARED): on success the lock
   is held shared, enough to read, not to write. */
#include "mutex.h"

int mutex_trylock_shared(struct mutex *m) TRY_ACQUIRE_SHARED(1, *m);

struct mutex mu;
int count GUARDED_BY(mu);

void write_under_try_shared(void) {
  if (mutex_trylock_shared(&mu)) {
    count = 1; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
    mutex_unlock_shared(&mu);
  }
}

int read_on_failure(void) {
  if (!mutex_trylock_shared(&mu))
    return count; // expected-warning{{reading variable 'count' requires holding mutex 'mu'}}
  mutex_unlock_shared(&mu);
  return 0;
}
