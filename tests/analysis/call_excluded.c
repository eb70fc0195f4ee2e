// flags: -Iinclude
/* Calling a function that excludes a lock while holding it: EXCLUDES,
   its old spelling locks_excluded, and the negative requirement
   REQUIRES(!&mu) or REQUIRES(!mu); a shared hold counts as held. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

struct mutex mu;
void f(void) EXCLUDES(mu);
void old_f(void) __attribute__((locks_excluded(mu)));
void neg_f(void) REQUIRES(!&mu);
void neg_g(void) REQUIRES(!mu); /* clang-22 rejects `!` on a struct */

struct account { struct mutex mu; int balance GUARDED_BY(mu); };
void refresh(struct account *a) EXCLUDES(a->mu);

void held(void) REQUIRES(!mu) {
  mutex_lock(&mu);
  f();     // expected-warning{{cannot call function 'f' while mutex 'mu' is held}}
  old_f(); // expected-warning{{cannot call function 'old_f' while mutex 'mu' is held}}
  neg_f(); // expected-warning{{cannot call function 'neg_f' while mutex 'mu' is held}}
  neg_g(); // expected-warning{{cannot call function 'neg_g' while mutex 'mu' is held}}
  mutex_unlock(&mu);
}

void held_shared(void) REQUIRES(!mu) {
  mutex_lock_shared(&mu);
  f(); // expected-warning{{cannot call function 'f' while mutex 'mu' is held}}
  mutex_unlock_shared(&mu);
}

void member(struct account *a) {
  mutex_lock(&a->mu);
  refresh(a); // expected-warning{{cannot call function 'refresh' while mutex 'a->mu' is held}}
  mutex_unlock(&a->mu);
}
