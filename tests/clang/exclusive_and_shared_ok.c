// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* exclusive_and_shared.c with one mode on both paths. */
// expected-no-diagnostics
#include "mutex.h"

struct mutex mu;
void mutex_unlock_generic(struct mutex *m) RELEASE_GENERIC(*m);

void either(int c) {
  if (c)
    mutex_lock_shared(&mu);
  else
    mutex_lock_shared(&mu);
  mutex_unlock_generic(&mu);
}
