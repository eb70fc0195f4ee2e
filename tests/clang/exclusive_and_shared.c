// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* One lock taken exclusively on one path and shared on the other, the
   paths meeting before a release that fits either. */
#include "mutex.h"

struct mutex mu;
void mutex_unlock_generic(struct mutex *m) RELEASE_GENERIC(*m);

void either(int c) {
  if (c)
    mutex_lock(&mu); // expected-warning{{mutex 'mu' is acquired exclusively and shared in the same scope}}
  else
    mutex_lock_shared(&mu); // expected-note{{the other acquisition of mutex 'mu' is here}}
  mutex_unlock_generic(&mu);
}

_Bool again(void);

/* a loop that takes it shared before and exclusively on its way back:
   said at the loop's acquisition */
void in_loop(void) {
  mutex_lock_shared(&mu); // expected-note{{the other acquisition of mutex 'mu' is here}}
  do {
    mutex_unlock_generic(&mu);
    mutex_lock(&mu); // expected-warning{{mutex 'mu' is acquired exclusively and shared in the same scope}}
  } while (again());
  mutex_unlock_generic(&mu);
}
