// flags: -Iinclude
/* Conditions other than a plain truth test, tested twice: `c == 2`,
   `n > 0`, `flags & 4`, a switch on the same value, a global or
   per-object flag, a try-lock compared with its success value.  Each
   function here is wrong on one path, and only that path is reported. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
void mutex_lock(struct mutex *m) ACQUIRE(m);
void mutex_unlock(struct mutex *m) RELEASE(m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, m);
struct mutex mu;
int counter GUARDED_BY(mu);
int use_locks;

void eq2(int c) {
  if (c == 2)
    mutex_lock(&mu);
  if (c == 3)
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}
  // expected-note@-4{{mutex 'mu' acquired here}}

/* n > 0 and n >= 0 are different tests: n > 0 says n >= 0, so the lock
   taken is released, but n may be 0, where it is released untaken. */
void gt(int n) {
  if (n > 0)
    mutex_lock(&mu);
  if (n >= 0)
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}

void sw(int mode) {
  switch (mode) {
  case 1: mutex_lock(&mu); break;
  default: break;
  }
  if (mode == 1)
    counter = 1;
  if (mode != 0)
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}

void flag(void) {
  if (use_locks)
    mutex_lock(&mu);
  counter = 2; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  if (use_locks)
    mutex_unlock(&mu);
}

void try_eq(void) {
  if (mutex_trylock(&mu) == 1)
    counter = 3;
  else
    counter = 4; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}
