// flags: -Iinclude
/* Functions that exclude a lock, called without it: before the lock,
   after the unlock, and while holding a different object's lock.  The
   function that calls neg_f passes the negative requirement on. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
void f(void) EXCLUDES(mu);
void old_f(void) __attribute__((locks_excluded(mu)));
void neg_f(void) REQUIRES(!&mu);
void neg_g(void) REQUIRES(!mu); /* clang-22 rejects `!` on a struct */

struct account { struct mutex mu; int balance GUARDED_BY(mu); };
void refresh(struct account *a) EXCLUDES(a->mu);

void not_held(void) REQUIRES(!mu) {
  f();
  old_f();
  neg_f();
  neg_g();
  mutex_lock(&mu);
  mutex_unlock(&mu);
  f();
  neg_f();
}

void other_object(struct account *a, struct account *b) {
  mutex_lock(&b->mu);
  refresh(a);
  mutex_unlock(&b->mu);
}
