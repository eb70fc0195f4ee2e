// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer -Wthread-safety-negative
/* Negative capabilities respected: the requirement !mu passes from
   caller to callee, and a released lock is known not to be held. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

void bump(void) REQUIRES(!&mu) {
  mutex_lock(&mu);
  count++;
  mutex_unlock(&mu);
}

void bump_twice(void) REQUIRES(!&mu) {
  bump();
  bump();
}

void reset_then_bump(void) REQUIRES(!&mu) {
  mutex_lock(&mu);
  count = 0;
  mutex_unlock(&mu);
  bump();
}
