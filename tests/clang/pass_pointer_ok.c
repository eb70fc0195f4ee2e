// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* -Wthread-safety-pointer respected: addresses passed with the lock held
   (shared is enough). */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int count GUARDED_BY(mu);
int *cursor PT_GUARDED_BY(mu);

void take(int *p);
void take_const(const int *p);

void pass_locked(void) {
  mutex_lock(&mu);
  take(&count);
  take(cursor);
  mutex_unlock(&mu);
}

void pass_const_shared(void) {
  mutex_lock_shared(&mu);
  take_const(&count);
  mutex_unlock_shared(&mu);
}

void pass_shared(void) {
  mutex_lock_shared(&mu);
  take(&count);
  take(cursor);
  mutex_unlock_shared(&mu);
}
