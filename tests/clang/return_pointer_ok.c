// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* -Wthread-safety-pointer respected: a function that returns guarded
   addresses requires the lock. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);
int *cursor PT_GUARDED_BY(mu);

int *count_address(void) REQUIRES(mu) {
  return &count;
}

const int *cursor_value(void) REQUIRES_SHARED(mu) {
  return cursor;
}
