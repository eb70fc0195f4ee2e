// flags: -Iinclude
/* Locks in a switch: each case balanced, a lock taken before the switch
   released in every case (with an early return in one), fallthrough
   into the case that unlocks, and a switch on a local known to be a
   constant following its one case. (A second switch on the same unknown
   value after a lock taken in one case is not followed yet: left out
   here.)  clang-22 reports the constant switch, which it does not
   follow. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void balanced(int mode) {
  switch (mode) {
  case 1:
    mutex_lock(&mu);
    counter = 1;
    mutex_unlock(&mu);
    break;
  case 2:
    work();
    break;
  default:
    break;
  }
}

int released_everywhere(int mode) {
  mutex_lock(&mu);
  switch (mode) {
  case 1:
    counter = 1;
    /* fallthrough */
  case 2:
    mutex_unlock(&mu);
    break;
  case 3:
    mutex_unlock(&mu);
    return -1;
  default:
    mutex_unlock(&mu);
    break;
  }
  return 0;
}

void constant_mode(void) {
  int mode = 2;
  switch (mode) {
  case 1: work(); break;
  case 2: mutex_lock(&mu); break;
  default: break;
  }
  counter = 3;
  switch (mode) {
  case 2: mutex_unlock(&mu); break;
  default: work(); break;
  }
}
