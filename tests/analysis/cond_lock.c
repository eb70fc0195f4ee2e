// flags: -Iinclude
/* A lock taken under a condition: an access that is not under the same
   condition is reported (on the path where the lock was not taken), and
   so is a release under a different condition.  clang-22, which merges
   the lock sets at each join, reports "not held on every path through
   here" at the joins instead of (or besides) the warnings here;
   annotalysis keeps the paths apart and warns where the mistake is. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void access_outside(int c) {
  if (c)
    mutex_lock(&mu);
  counter = 1; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  if (c)
    mutex_unlock(&mu);
}

void other_condition(int c, int d) {
  if (c)
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  if (d)
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}

/* The condition changes between the lock and the unlock. */
void condition_changed(int c) {
  if (c)
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  c = !c;
  if (c)
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}
