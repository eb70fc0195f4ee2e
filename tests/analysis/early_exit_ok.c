// flags: -Iinclude
/* Early exits: a return on an error path after unlocking, a goto to a
   shared unlock, a break and a continue out of a locked loop body, a
   conditional lock with an early return on the path that did not lock,
   and a try-lock whose failure returns early.  clang-22 reports the
   conditional lock with the early return, which it does not follow. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);

struct mutex mu;
int counter GUARDED_BY(mu);
int check(void);

int error_return(void) {
  mutex_lock(&mu);
  if (check()) {
    mutex_unlock(&mu);
    return -1;
  }
  counter = 1;
  mutex_unlock(&mu);
  return 0;
}

int goto_unlock(void) {
  int err = 0;
  mutex_lock(&mu);
  if (check()) {
    err = -1;
    goto out;
  }
  counter = 2;
out:
  mutex_unlock(&mu);
  return err;
}

void loop_exits(int n) {
  for (int i = 0; i < n; i++) {
    mutex_lock(&mu);
    if (check()) {
      mutex_unlock(&mu);
      continue;
    }
    if (counter > 10) {
      mutex_unlock(&mu);
      break;
    }
    counter++;
    mutex_unlock(&mu);
  }
}

int conditional(int c) {
  if (c)
    mutex_lock(&mu);
  if (!c)
    return 0;
  counter = 3;
  mutex_unlock(&mu);
  return 1;
}

int trylock_or_return(void) {
  if (!mutex_trylock(&mu))
    return -1;
  if (check()) {
    mutex_unlock(&mu);
    return -2;
  }
  counter = 4;
  mutex_unlock(&mu);
  return 0;
}
