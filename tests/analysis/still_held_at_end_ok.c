// flags: -Iinclude
/* Every lock released on every exit, including early returns; an
   ACQUIRE function may end holding what it acquires, a REQUIRES
   function what it requires.  clang-22 does not resolve a member's
   guard relative to the object in C (it names the lock 'mu') and warns
   at the member accesses here. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
struct account { struct mutex mu; int balance GUARDED_BY(mu); };

void falls_off(struct account *a) {
  mutex_lock(&a->mu);
  a->balance = 0;
  mutex_unlock(&a->mu);
}

int early_return(struct account *a, int v) {
  mutex_lock(&a->mu);
  if (v < 0) {
    mutex_unlock(&a->mu);
    return -1;
  }
  a->balance = v;
  mutex_unlock(&a->mu);
  return 0;
}

void account_lock(struct account *a) ACQUIRE(a->mu) {
  mutex_lock(&a->mu);
}

void with_lock(void) REQUIRES(mu) {
  mutex_unlock(&mu);
  mutex_lock(&mu);
}
