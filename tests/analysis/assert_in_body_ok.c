// flags: -Iinclude
/* A lock asserted in the body (lockdep_assert_held style) is the
   caller's: the function may use it and returns without releasing it. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
void assert_held(struct mutex *m) ASSERT_CAPABILITY(*m);
void assert_held_shared(struct mutex *m) ASSERT_SHARED_CAPABILITY(*m);
struct account { struct mutex mu; int balance GUARDED_BY(mu); };

int read_balance(struct account *a) {
  assert_held(&a->mu);
  return a->balance;
}

int read_shared(struct account *a) {
  assert_held_shared(&a->mu);
  return a->balance;
}
// expected-no-diagnostics
