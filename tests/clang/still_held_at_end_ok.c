// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* Every path releases what it acquired, including early returns. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

int unlock_on_every_return(int fail) EXCLUDES(mu) {
  mutex_lock(&mu);
  if (fail) {
    mutex_unlock(&mu);
    return -1;
  }
  count++;
  mutex_unlock(&mu);
  return 0;
}
