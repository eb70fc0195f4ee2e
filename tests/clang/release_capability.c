// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* release_capability (RELEASE): the lock must be held exclusively before
   the call.  Releasing a lock not held is reported, and so is releasing
   a shared hold with the exclusive release. */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);

void unlock_twice(void) {
  mutex_lock(&mu);
  count++;
  mutex_unlock(&mu); // expected-note{{released here}}
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}

void exclusive_release_of_shared(void) {
  mutex_lock_shared(&mu); // expected-note{{acquired here}}
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' using exclusive access, expected shared access}}
}
