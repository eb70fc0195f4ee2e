// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* try_acquire_capability respected: the guarded data is touched on the
   success branch only, tested directly, negated, or through a variable. */
#include "mutex.h"
// expected-no-diagnostics

int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);
int mutex_trylock_errno(struct mutex *m) TRY_ACQUIRE(0, *m);

struct mutex mu;
int count GUARDED_BY(mu);

void success_branch(void) {
  if (mutex_trylock(&mu)) {
    count++;
    mutex_unlock(&mu);
  }
}

void negated(void) {
  if (!mutex_trylock(&mu))
    return;
  count++;
  mutex_unlock(&mu);
}

void zero_means_success(void) {
  if (mutex_trylock_errno(&mu) == 0) {
    count = 1;
    mutex_unlock(&mu);
  }
}

void stored(void) {
  int locked = mutex_trylock(&mu);
  if (locked) {
    count = 2;
    mutex_unlock(&mu);
  }
}
