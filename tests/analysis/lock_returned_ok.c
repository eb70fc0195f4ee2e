// flags: -Iinclude
/* RETURN_CAPABILITY: the lock a function returns is the same lock as
   the one it names, whichever way it is locked and required.  clang-22
   does not resolve a member's guard relative to the object in C (it
   names the lock 'mu') and warns at the member accesses here. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct account {
  struct mutex mu;
  int balance GUARDED_BY(mu);
};

struct mutex *account_lock(struct account *a) RETURN_CAPABILITY(a->mu);
void credit(struct account *a, int v) REQUIRES(account_lock(a));

void locked_by_name(struct account *a) {
  mutex_lock(&a->mu);
  credit(a, 1);
  mutex_unlock(account_lock(a));
}

void locked_by_call(struct account *a) {
  mutex_lock(account_lock(a));
  credit(a, 1);
  a->balance = 2;
  mutex_unlock(&a->mu);
}

void required(struct account *a) REQUIRES(account_lock(a)) {
  credit(a, 3);
  a->balance = 4;
}
