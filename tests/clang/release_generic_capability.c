// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* release_generic_capability (RELEASE_GENERIC): releases a hold of either
   kind; releasing a lock not held is still reported. */
#include "mutex.h"

void mutex_unlock_any(struct mutex *m) RELEASE_GENERIC(*m);

struct mutex mu;

void release_not_held(void) {
  mutex_lock(&mu);
  mutex_unlock_any(&mu); // expected-note{{released here}}
  mutex_unlock_any(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}
