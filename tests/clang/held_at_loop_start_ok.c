// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* Loops that leave the lock as they found it: released in each pass, or
   held across the whole loop. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

void lock_each_pass(int n) EXCLUDES(mu) {
  for (int i = 0; i < n; i++) {
    mutex_lock(&mu);
    count++;
    mutex_unlock(&mu);
  }
}

void hold_across(int n) EXCLUDES(mu) {
  mutex_lock(&mu);
  while (n-- > 0)
    count++;
  mutex_unlock(&mu);
}
