// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* Branches that each leave the lock in the same state meet without a
   warning.  The warning itself ("mutex 'mu' is not held on every path
   through here") is not compared: Clang gives it at the join, while
   annotalysis follows each path and reports the lock where a path then
   misuses it (a release, an access) or at the end of the function. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);

void both_branches(int c) EXCLUDES(mu) {
  if (c) {
    mutex_lock(&mu);
    count = 1;
  } else {
    mutex_lock(&mu);
    count = 2;
  }
  count++;
  mutex_unlock(&mu);
}
