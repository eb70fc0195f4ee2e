// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* acquire_shared_capability respected: reads under a shared hold, and a
   function that acquires shared for its caller. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

void begin_read(void) ACQUIRE_SHARED(mu) {
  mutex_lock_shared(&mu);
}

int read(void) {
  int v;
  begin_read();
  v = count;
  mutex_unlock_shared(&mu);
  return v;
}
