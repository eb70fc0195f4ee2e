// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* requires_shared_capability respected: a shared or an exclusive hold
   satisfies it. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

int peek(void) REQUIRES_SHARED(mu) {
  return count;
}

int read_shared(void) {
  int v;
  mutex_lock_shared(&mu);
  v = peek();
  mutex_unlock_shared(&mu);
  return v;
}

int read_exclusive(void) {
  int v;
  mutex_lock(&mu);
  v = peek();
  mutex_unlock(&mu);
  return v;
}
