// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* release_shared_capability (RELEASE_SHARED): the lock must be held
   shared; releasing an exclusive hold with it is reported, and so is
   releasing a lock not held. */
#include "mutex.h"

struct mutex mu;

void shared_release_of_exclusive(void) {
  mutex_lock(&mu); // expected-note{{acquired here}}
  mutex_unlock_shared(&mu); // expected-warning{{releasing mutex 'mu' using shared access, expected exclusive access}}
}

void shared_release_not_held(void) {
  mutex_lock_shared(&mu);
  mutex_unlock_shared(&mu); // expected-note{{released here}}
  mutex_unlock_shared(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}
