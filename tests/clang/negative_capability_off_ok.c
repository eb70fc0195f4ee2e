// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* Without -Wthread-safety-negative, acquiring a lock in a function that
   does not say the lock is free (REQUIRES(!&mu)) is not reported. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

void take_without_contract(void) EXCLUDES(mu) {
  mutex_lock(&mu);
  count++;
  mutex_unlock(&mu);
}
