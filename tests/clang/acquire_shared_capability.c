// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* acquire_shared_capability (ACQUIRE_SHARED): after the call the lock is
   held shared, enough to read, not to write; taking it shared twice is
   reported as for an exclusive acquisition. */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);

void write_under_shared(void) {
  mutex_lock_shared(&mu);
  count = 1; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
  mutex_unlock_shared(&mu);
}

void shared_twice(void) {
  mutex_lock_shared(&mu); // expected-note{{acquired here}}
  mutex_lock_shared(&mu); // expected-warning{{acquiring mutex 'mu' that is already held}}
  mutex_unlock_shared(&mu);
}
