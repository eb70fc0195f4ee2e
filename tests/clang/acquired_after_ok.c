// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* acquired_after respected: first, then second, then third. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex first;
struct mutex second ACQUIRED_AFTER(first);
struct mutex third ACQUIRED_AFTER(first, second);

void in_order(void) {
  mutex_lock(&first);
  mutex_lock(&second);
  mutex_lock(&third);
  mutex_unlock(&third);
  mutex_unlock(&second);
  mutex_unlock(&first);
}

void skip_one(void) {
  mutex_lock(&first);
  mutex_lock(&third);
  mutex_unlock(&third);
  mutex_unlock(&first);
}
