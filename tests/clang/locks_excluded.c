// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* locks_excluded (EXCLUDES): the caller must not hold the lock, shared or
   exclusive (the function takes it itself). */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);

void bump(void) EXCLUDES(mu) {
  mutex_lock(&mu);
  count++;
  mutex_unlock(&mu);
}

void call_holding(void) {
  mutex_lock(&mu);
  bump(); // expected-warning{{cannot call function 'bump' while mutex 'mu' is held}}
  mutex_unlock(&mu);
}

void call_holding_shared(void) {
  mutex_lock_shared(&mu);
  bump(); // expected-warning{{cannot call function 'bump' while mutex 'mu' is held}}
  mutex_unlock_shared(&mu);
}
