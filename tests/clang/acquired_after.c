// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* acquired_after, the same order declared on the later lock, with more
   than one lock named.  The message names the lock acquired too late
   first: 'first' must be acquired before 'second', which is held. */
#include "mutex.h"

struct mutex first;
struct mutex second ACQUIRED_AFTER(first);
struct mutex third ACQUIRED_AFTER(first, second);

void second_then_first(void) {
  mutex_lock(&second);
  mutex_lock(&first); // expected-warning{{mutex 'first' must be acquired before 'second'}}
  mutex_unlock(&first);
  mutex_unlock(&second);
}

void third_then_second(void) {
  mutex_lock(&third);
  mutex_lock(&second); // expected-warning{{mutex 'second' must be acquired before 'third'}}
  mutex_unlock(&second);
  mutex_unlock(&third);
}
