// flags: -Iinclude
/* A loop that releases, in its body, a lock taken once before it.  The
   second pass writes the guarded variable without the lock and releases
   the lock again.  Clang misses both: clang-22 reports the mismatch at
   the loop's head ("expecting mutex 'mu' to be held at start of each
   loop") and the leak at the end, then keeps the state of the first pass
   for the body.  annotalysis gives the same two warnings and also the two
   bugs of the second pass. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int count GUARDED_BY(mu);

void unlock_in_body(int n) EXCLUDES(mu) {
  mutex_lock(&mu); // expected-note 2 {{acquired here}}
  while (n-- > 0) { // expected-warning{{expecting mutex 'mu' to be held at start of each loop}}
    count++; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
  }
} // expected-warning{{mutex 'mu' is still held at the end of function}}
