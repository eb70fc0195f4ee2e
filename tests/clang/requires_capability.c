// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* requires_capability (REQUIRES): the caller must hold the locks
   exclusively; a shared hold is not enough.  The function body may use
   what the locks guard. */
#include "mutex.h"

struct mutex mu, other;
int count GUARDED_BY(mu);

void bump(void) REQUIRES(mu) {
  count++;
}

void bump_both(void) REQUIRES(mu, other);

void call_unlocked(void) {
  bump(); // expected-warning{{calling function 'bump' requires holding mutex 'mu' exclusively}}
}

void call_shared(void) {
  mutex_lock_shared(&mu);
  bump(); // expected-warning{{calling function 'bump' requires holding mutex 'mu' exclusively}}
  mutex_unlock_shared(&mu);
}

void call_missing_one(void) {
  mutex_lock(&mu);
  bump_both(); // expected-warning{{calling function 'bump_both' requires holding mutex 'other' exclusively}}
  mutex_unlock(&mu);
}
