// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* requires_capability respected: callers hold the locks, and a function
   that requires a lock may pass the requirement on. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu, other;
int count GUARDED_BY(mu);

void bump(void) REQUIRES(mu) {
  count++;
}

void bump_both(void) REQUIRES(mu, other);

void bump_twice(void) REQUIRES(mu) {
  bump();
  bump();
}

void caller(void) {
  mutex_lock(&mu);
  bump_twice();
  mutex_lock(&other);
  bump_both();
  mutex_unlock(&other);
  mutex_unlock(&mu);
}

/* A function may release a required lock if it takes it again. */
void relock(void) REQUIRES(mu) {
  mutex_unlock(&mu);
  mutex_lock(&mu);
  count = 0;
}
