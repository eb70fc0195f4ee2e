// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* guarded_var and pt_guarded_var respected: some lock is held. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int flags __attribute__((guarded_var));
int *cursor __attribute__((pt_guarded_var));

void update(void) {
  mutex_lock(&mu);
  flags = *cursor;
  *cursor = flags + 1;
  mutex_unlock(&mu);
}

int read_shared(void) {
  int v;
  mutex_lock_shared(&mu);
  v = flags + *cursor;
  mutex_unlock_shared(&mu);
  return v;
}

void repoint(int *p) {
  cursor = p;
}
