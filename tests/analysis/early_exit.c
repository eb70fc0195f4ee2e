// flags: -Iinclude
/* Early exits that get the lock wrong: unlocking on an error path and
   then again at the shared label, leaving a locked loop body by break
   without unlocking, and an access on the path that did not lock.
   clang-22, which merges the lock sets at each join, reports "not held
   on every path through here" at the joins instead of (or besides) the
   warnings here; annotalysis keeps the paths apart and warns where the
   mistake is. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);
int check(void);

int unlocked_twice(void) {
  int err = 0;
  mutex_lock(&mu);
  if (check()) {
    mutex_unlock(&mu); // expected-note{{mutex 'mu' released here}}
    err = -1;
    goto out;
  }
  counter = 1;
out:
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
  return err;
}

void break_locked(int n) {
  for (int i = 0; i < n; i++) {
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
    if (check())
      break;
    mutex_unlock(&mu);
  }
} // expected-warning{{mutex 'mu' is still held at the end of function}}

int conditional(int c) {
  if (c)
    mutex_lock(&mu);
  if (c)
    return counter; // expected-warning{{mutex 'mu' is still held at the end of function}}
              // expected-note@-3{{mutex 'mu' acquired here}}
  counter = 3; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  return 1;
}
