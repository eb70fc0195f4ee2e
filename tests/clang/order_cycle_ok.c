// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* order_cycle.c's three locks in an order that does not close: a, then b,
   then c, taken in that order. */
// expected-no-diagnostics
#include "mutex.h"

struct mutex a;
struct mutex b ACQUIRED_AFTER(a);
struct mutex c ACQUIRED_AFTER(b);

void in_order(void) {
  mutex_lock(&a);
  mutex_lock(&b);
  mutex_lock(&c);
  mutex_unlock(&c);
  mutex_unlock(&b);
  mutex_unlock(&a);
}
