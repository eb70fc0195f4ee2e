// flags: -Iinclude
/* A flag that does not follow the lock: set on the path that does not
   lock, or tested the wrong way round; reported at the faulty access or
   release.  clang-22, which merges the lock sets at each join, reports
   "not held on every path through here" at the joins instead of (or
   besides) the warnings here; annotalysis keeps the paths apart and
   warns where the mistake is. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void set_on_wrong_path(int c) {
  int locked = 0;
  if (c)
    mutex_lock(&mu);
  else
    locked = 1;
  if (locked)
    counter = 1; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  if (c)
    mutex_unlock(&mu);
}

void tested_inverted(int c) {
  int locked = 0;
  if (c) {
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
    locked = 1;
  }
  if (!locked)
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}
