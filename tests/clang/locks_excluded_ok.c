// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* locks_excluded respected; without -Wthread-safety-negative a caller that
   says nothing about the lock may call the function. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

void bump(void) EXCLUDES(mu) {
  mutex_lock(&mu);
  count++;
  mutex_unlock(&mu);
}

void call_unlocked(void) {
  bump();
  mutex_lock(&mu);
  count = 0;
  mutex_unlock(&mu);
  bump();
}
