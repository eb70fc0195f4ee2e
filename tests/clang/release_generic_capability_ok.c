// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* release_generic_capability respected: it ends a shared hold and an
   exclusive one alike. */
#include "mutex.h"
// expected-no-diagnostics

void mutex_unlock_any(struct mutex *m) RELEASE_GENERIC(*m);

struct mutex mu;
int count GUARDED_BY(mu);

int read(void) {
  int v;
  mutex_lock_shared(&mu);
  v = count;
  mutex_unlock_any(&mu);
  return v;
}

void write(void) {
  mutex_lock(&mu);
  count = 1;
  mutex_unlock_any(&mu);
}
