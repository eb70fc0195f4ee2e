// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* assert_capability (ASSERT_CAPABILITY): after the call the lock is taken
   to be held exclusively, and nothing is checked before it. */
#include "mutex.h"

void mutex_assert_held(struct mutex *m) ASSERT_CAPABILITY(*m);

struct mutex mu;
int count GUARDED_BY(mu);

void before_assert(void) {
  count = 1; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
  mutex_assert_held(&mu);
  count = 2;
}
