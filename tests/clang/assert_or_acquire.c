// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* A lock taken on one branch and only asserted on the other is held
   where they meet: the branch that took it leaks it, whichever branch
   comes first. */
#include "mutex.h"

void mutex_assert_held(struct mutex *m) ASSERT_CAPABILITY(*m);

struct mutex mu;
int ready;

void taken_first(void) EXCLUDES(mu) {
  if (ready)
    mutex_lock(&mu); // expected-note{{acquired here}}
  else
    mutex_assert_held(&mu);
} // expected-warning{{mutex 'mu' is still held at the end of function}}

void asserted_first(void) EXCLUDES(mu) {
  if (ready)
    mutex_assert_held(&mu);
  else
    mutex_lock(&mu); // expected-note{{acquired here}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}

void both_asserted(void) {
  if (ready)
    mutex_assert_held(&mu);
  else
    mutex_assert_held(&mu);
}
