// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* try_acquire_shared_capability respected: reads on the success branch. */
#include "mutex.h"
// expected-no-diagnostics

int mutex_trylock_shared(struct mutex *m) TRY_ACQUIRE_SHARED(1, *m);

struct mutex mu;
int count GUARDED_BY(mu);

int read(void) {
  int v = -1;
  if (mutex_trylock_shared(&mu)) {
    v = count;
    mutex_unlock_shared(&mu);
  }
  return v;
}
