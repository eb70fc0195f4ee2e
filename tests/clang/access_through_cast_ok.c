// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* access_through_cast.c's accesses with the lock held. */
// expected-no-diagnostics
#include "mutex.h"

struct mutex m;
int x GUARDED_BY(m);
long w GUARDED_BY(m);

int through_casts(void) {
  mutex_lock(&m);
  *(volatile int *)&x = 1;
  *(long *)&w = 2;
  int v = *(const volatile int *)&x;
  mutex_unlock(&m);
  return v;
}
