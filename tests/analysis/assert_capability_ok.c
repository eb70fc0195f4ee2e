// flags: -Iinclude
/* After an ASSERT_CAPABILITY call the lock counts as held: accesses are
   fine, asserting what is already held is not a double acquisition, and
   a REQUIRES function may assert its own lock. (A function that asserts
   a lock and returns without releasing it is accepted by clang-22 but
   currently reported by annotalysis as still held; left out here.)
   clang-22 does not resolve a member's guard relative to the object in
   C (it names the lock 'mu') and warns at the member accesses here. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void assert_held(struct mutex *m) ASSERT_CAPABILITY(*m);
void assert_held_shared(struct mutex *m) ASSERT_SHARED_CAPABILITY(*m);

struct account {
  struct mutex mu;
  int balance GUARDED_BY(mu);
};

void asserted(struct account *a) {
  assert_held(&a->mu);
  a->balance = 0;
  mutex_unlock(&a->mu);
}

void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

int asserted_shared(struct account *a) {
  assert_held_shared(&a->mu);
  int v = a->balance;
  mutex_unlock_shared(&a->mu);
  return v;
}

void already_held(struct account *a) {
  mutex_lock(&a->mu);
  assert_held(&a->mu);
  a->balance = 1;
  mutex_unlock(&a->mu);
}

void required(struct account *a) REQUIRES(a->mu) {
  assert_held(&a->mu);
  a->balance = 2;
}
