// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* C's stand-in for a scoped lock: a variable with a cleanup function that
   releases the lock when its block ends.  After the block the lock is not
   held any more. */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);

static void unlock_guard(struct mutex **m) RELEASE(**m) {
  mutex_unlock(*m);
}

void after_scope(void) {
  {
    mutex_lock(&mu);
    struct mutex *guard __attribute__((cleanup(unlock_guard))) = &mu;
    count++;
  }
  count++; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
}
