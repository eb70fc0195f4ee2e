// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* acquired_before: taking the locks in the other order is reported at the
   acquisition that comes too early, also through a shared hold. */
#include "mutex.h"

struct mutex inner;
struct mutex outer ACQUIRED_BEFORE(inner);

void wrong_order(void) {
  mutex_lock(&inner);
  mutex_lock(&outer); // expected-warning{{mutex 'outer' must be acquired before 'inner'}}
  mutex_unlock(&outer);
  mutex_unlock(&inner);
}

void wrong_order_shared(void) {
  mutex_lock_shared(&inner);
  mutex_lock_shared(&outer); // expected-warning{{mutex 'outer' must be acquired before 'inner'}}
  mutex_unlock_shared(&outer);
  mutex_unlock_shared(&inner);
}
