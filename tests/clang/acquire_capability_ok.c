// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* acquire_capability respected: a function that acquires, its callers
   holding the lock after the call, and a wrapper that passes the
   acquisition on. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

void take(void) ACQUIRE(mu) {
  mutex_lock(&mu);
}

void use(void) {
  take();
  count++;
  mutex_unlock(&mu);
}

void lock_unlock_lock(void) {
  mutex_lock(&mu);
  mutex_unlock(&mu);
  mutex_lock(&mu);
  count = 0;
  mutex_unlock(&mu);
}
