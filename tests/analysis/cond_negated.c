// flags: -Iinclude
/* Negated conditions that do not match: locked under !c, released or
   accessed under c.  clang-22, which merges the lock sets at each join,
   reports "not held on every path through here" at the joins instead of
   (or besides) the warnings here; annotalysis keeps the paths apart and
   warns where the mistake is. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void mismatched(int c) {
  if (!c)
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  if (c)
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}

void access(int *p) {
  if (p == 0)
    mutex_lock(&mu);
  if (p)
    counter = 1; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  if (!p)
    mutex_unlock(&mu);
}
