// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* A cleanup guard releases the lock at the end of its block, on every way
   out of it, so nothing is left held. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

static void unlock_guard(struct mutex **m) RELEASE(**m) {
  mutex_unlock(*m);
}

int bump(int limit) EXCLUDES(mu) {
  mutex_lock(&mu);
  struct mutex *guard __attribute__((cleanup(unlock_guard))) = &mu;
  if (count >= limit)
    return -1;
  return ++count;
}
