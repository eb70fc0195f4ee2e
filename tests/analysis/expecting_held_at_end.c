// flags: -Iinclude
/* A function that promises to end holding a lock and does not: an
   ACQUIRE (or ACQUIRE_SHARED) function that forgets to acquire, on every
   path or on one, and a REQUIRES function that releases its lock.
   Reported at the return that misses it (clang-22 at the closing brace). */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
struct account { struct mutex mu; int balance GUARDED_BY(mu); };

void account_lock(struct account *a) ACQUIRE(a->mu) {
} // expected-warning{{expecting mutex 'a->mu' to be held at the end of function}}

void reader_lock(struct account *a) ACQUIRE_SHARED(a->mu) {
  (void)a;
} // expected-warning{{expecting mutex 'a->mu' to be held at the end of function}}

int lock_unless(int c) ACQUIRE(mu) {
  if (c)
    return -1; // expected-warning{{expecting mutex 'mu' to be held at the end of function}}
  mutex_lock(&mu);
  return 0;
}

void drops_it(void) REQUIRES(mu) {
  mutex_unlock(&mu);
} // expected-warning{{expecting mutex 'mu' to be held at the end of function}}
