// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* lock_returned respected: locking through the getter holds the lock
   that guards the data. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

struct mutex *lock_of_count(void) RETURN_CAPABILITY(mu);

void through_getter(void) {
  mutex_lock(lock_of_count());
  count = 1;
  mutex_unlock(&mu);
}

void mixed(void) {
  mutex_lock(&mu);
  count = 2;
  mutex_unlock(lock_of_count());
}
