// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* release_capability respected: a function that releases for its caller,
   which holds the lock on entry. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

void finish(void) RELEASE(mu) {
  count = 0;
  mutex_unlock(&mu);
}

void use(void) {
  mutex_lock(&mu);
  count++;
  finish();
}
