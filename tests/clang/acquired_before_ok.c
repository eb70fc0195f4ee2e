// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* acquired_before respected, and either lock alone. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex inner;
struct mutex outer ACQUIRED_BEFORE(inner);

void right_order(void) {
  mutex_lock(&outer);
  mutex_lock(&inner);
  mutex_unlock(&inner);
  mutex_unlock(&outer);
}

void inner_alone(void) {
  mutex_lock(&inner);
  mutex_unlock(&inner);
}

void release_outer_first(void) {
  mutex_lock(&outer);
  mutex_lock(&inner);
  mutex_unlock(&outer);
  mutex_unlock(&inner);
}
