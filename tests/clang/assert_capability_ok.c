// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* assert_capability respected: the asserted lock is not acquired, so it
   is no leak at the end of the function, and asserting it again, or while
   it is held, is no double acquisition. */
#include "mutex.h"
// expected-no-diagnostics

void mutex_assert_held(struct mutex *m) ASSERT_CAPABILITY(*m);

struct mutex mu;
int count GUARDED_BY(mu);

void after_assert(void) {
  mutex_assert_held(&mu);
  count = 1;
  mutex_assert_held(&mu);
}

void assert_while_held(void) {
  mutex_lock(&mu);
  mutex_assert_held(&mu);
  count = 2;
  mutex_unlock(&mu);
}
