// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* no_thread_safety_analysis: the body is not checked, but the function's
   other attributes still bind its callers. */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);

void reset(void) NO_THREAD_SAFETY_ANALYSIS REQUIRES(mu) {
  mutex_unlock(&mu);
  count = 0;
}

void call_unlocked(void) {
  reset(); // expected-warning{{calling function 'reset' requires holding mutex 'mu' exclusively}}
}
