// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* requires_shared_capability (REQUIRES_SHARED): the caller must hold the
   lock, shared or exclusive; inside, the guarded data is read-only. */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);

int peek(void) REQUIRES_SHARED(mu) {
  return count;
}

void poke(void) REQUIRES_SHARED(mu) {
  count = 1; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
}

int call_unlocked(void) {
  return peek(); // expected-warning{{calling function 'peek' requires holding mutex 'mu'}}
}
