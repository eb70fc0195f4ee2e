// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* assert_shared_capability (ASSERT_SHARED_CAPABILITY): after the call the
   lock is taken to be held shared: reads pass, writes do not. */
#include "mutex.h"

void mutex_assert_held_shared(struct mutex *m) ASSERT_SHARED_CAPABILITY(*m);

struct mutex mu;
int count GUARDED_BY(mu);

void write_after_shared_assert(void) {
  mutex_assert_held_shared(&mu);
  count = 1; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
}
