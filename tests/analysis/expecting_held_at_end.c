// flags: -Iinclude
/* A function that promises to end holding a lock and does not: an
   ACQUIRE (or ACQUIRE_SHARED) function that forgets to acquire, on every
   path or on one, and a REQUIRES function that releases its lock.
   Reported at the return that misses it (clang-22 at the closing brace),
   with a note where the lock came in, as clang-22 gives it: the function
   for a promise, the attribute for a requirement. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
struct account { struct mutex mu; int balance GUARDED_BY(mu); };

void account_lock(struct account *a) ACQUIRE(a->mu) { // expected-note{{mutex acquired here}}
} // expected-warning{{expecting mutex 'a->mu' to be held at the end of function}}

void reader_lock(struct account *a) ACQUIRE_SHARED(a->mu) { // expected-note{{mutex acquired here}}
  (void)a;
} // expected-warning{{expecting mutex 'a->mu' to be held at the end of function}}

int lock_unless(int c) ACQUIRE(mu) { // expected-note{{mutex acquired here}}
  if (c)
    return -1; // expected-warning{{expecting mutex 'mu' to be held at the end of function}}
  mutex_lock(&mu);
  return 0;
}

void drops_it(void) REQUIRES(mu) { // expected-note{{mutex acquired here}}
  mutex_unlock(&mu);
} // expected-warning{{expecting mutex 'mu' to be held at the end of function}}
