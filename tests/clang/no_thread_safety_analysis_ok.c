// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* no_thread_safety_analysis: nothing in its body is reported, neither
   accesses nor lock imbalance. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

void init(void) NO_THREAD_SAFETY_ANALYSIS {
  count = 0;
  mutex_unlock(&mu);
  mutex_lock(&mu);
  mutex_lock(&mu);
}
