// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* A declared order that closes on itself: b after a, c after b, and c
   before a.  Said once, at the declaration where the walk of the order
   finds the cycle, then the acquisition against the order. */
#include "mutex.h"

struct mutex a;
struct mutex b ACQUIRED_AFTER(a); // expected-warning{{cycle in acquired_before/after dependencies, starting with 'b'}}
struct mutex c ACQUIRED_AFTER(b) ACQUIRED_BEFORE(a);

void b_then_c(void) {
  mutex_lock(&b);
  mutex_lock(&c); // expected-warning{{mutex 'c' must be acquired before 'b'}}
  mutex_unlock(&c);
  mutex_unlock(&b);
}
