// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* assert_shared_capability respected: reads after the assertion. */
#include "mutex.h"
// expected-no-diagnostics

void mutex_assert_held_shared(struct mutex *m) ASSERT_SHARED_CAPABILITY(*m);

struct mutex mu;
int count GUARDED_BY(mu);

int read_after_shared_assert(void) {
  mutex_assert_held_shared(&mu);
  return count;
}
