// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* release_shared_capability respected. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

void end_read(void) RELEASE_SHARED(mu) {
  mutex_unlock_shared(&mu);
}

int read(void) {
  int v;
  mutex_lock_shared(&mu);
  v = count;
  end_read();
  return v;
}
