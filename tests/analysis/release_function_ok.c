// flags: -Iinclude
/* RELEASE functions that release on every path: the lock is held on
   entry, so guarded data may be used before the release; RELEASE_SHARED
   on entry counts as a shared hold; the old spelling unlock_function.
   clang-22 does not resolve a member's guard relative to the object in
   C (it names the lock 'mu') and warns at the member accesses here. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

struct account {
  struct mutex mu;
  int balance GUARDED_BY(mu);
};
int check(void);

void account_unlock(struct account *a) RELEASE(a->mu) {
  a->balance = 0;
  mutex_unlock(&a->mu);
}

int reader_unlock(struct account *a) RELEASE_SHARED(a->mu) {
  int v = a->balance;
  if (check()) {
    mutex_unlock_shared(&a->mu);
    return -1;
  }
  mutex_unlock_shared(&a->mu);
  return v;
}

void old_unlock(struct account *a) __attribute__((unlock_function(a->mu))) {
  mutex_unlock(&a->mu);
}
