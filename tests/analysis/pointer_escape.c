// flags: -Iinclude
/* A pointer to guarded data that escapes without the lock
   (-Wthread-safety-pointer, on by default here, not in Clang's
   -Wthread-safety): `&x` passed to a call or returned, and a
   pt_guarded_by pointer passed or returned.  Returning a pointer to
   non-const needs the lock exclusively.  Same words and places as
   clang-22 -Wthread-safety-pointer. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
void lock(struct mutex *m) ACQUIRE(m);
void lock_shared(struct mutex *m) ACQUIRE_SHARED(m);
void unlock(struct mutex *m) RELEASE(m);
void unlock_shared(struct mutex *m) RELEASE_SHARED(m);
struct mutex mu;
int a GUARDED_BY(mu);
int *b PT_GUARDED_BY(mu);
struct s { struct mutex lock; int n GUARDED_BY(lock); };
void use(int *p);
void peek(const int *p);

int *give(void) { return &a; } // expected-warning{{returning pointer to variable 'a' requires holding mutex 'mu' exclusively}}
const int *give_b(void) { return b; } // expected-warning{{returning pointer 'b' requires holding mutex 'mu'}}

int *give_shared(void) {
  lock_shared(&mu);
  int *p = &a;
  unlock_shared(&mu);
  return p;
}

int *give_under_shared(void) {
  lock_shared(&mu);
  return &a; // expected-warning{{returning pointer to variable 'a' requires holding mutex 'mu' exclusively}}
} // expected-warning@-1{{mutex 'mu' is still held at the end of function}}
  // expected-note@-3{{mutex 'mu' acquired here}}

void pass(struct s *x) {
  use(&a);     // expected-warning{{passing pointer to variable 'a' requires holding mutex 'mu'}}
  peek(&a);    // expected-warning{{passing pointer to variable 'a' requires holding mutex 'mu'}}
  use(b);      // expected-warning{{passing pointer 'b' requires holding mutex 'mu'}}
  use(&x->n);  // expected-warning{{passing pointer to variable 'n' requires holding mutex 'x->lock'}}
}
