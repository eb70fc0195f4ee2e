// flags: -Iinclude
/* Calling a function that requires a lock without holding it: REQUIRES
   needs an exclusive hold (a shared one is not enough), REQUIRES_SHARED
   any hold; the old spellings exclusive_locks_required and
   shared_locks_required mean the same.  The parameter in the contract
   stands for the argument (`a->mu`). */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

struct mutex mu;
void f(void) REQUIRES(mu);
void g(void) REQUIRES_SHARED(mu);
void old_f(void) __attribute__((exclusive_locks_required(mu)));
void old_g(void) __attribute__((shared_locks_required(mu)));

struct account { struct mutex mu; int balance GUARDED_BY(mu); };
void credit(struct account *a) REQUIRES(a->mu);

void none(void) {
  f();     // expected-warning{{calling function 'f' requires holding mutex 'mu' exclusively}}
  g();     // expected-warning{{calling function 'g' requires holding mutex 'mu'}}
  old_f(); // expected-warning{{calling function 'old_f' requires holding mutex 'mu' exclusively}}
  old_g(); // expected-warning{{calling function 'old_g' requires holding mutex 'mu'}}
}

void shared_hold(void) {
  mutex_lock_shared(&mu);
  f();     // expected-warning{{calling function 'f' requires holding mutex 'mu' exclusively}}
  old_f(); // expected-warning{{calling function 'old_f' requires holding mutex 'mu' exclusively}}
  mutex_unlock_shared(&mu);
}

void other_object(struct account *a, struct account *b) {
  mutex_lock(&b->mu);
  credit(a); // expected-warning{{calling function 'credit' requires holding mutex 'a->mu' exclusively}} expected-note{{found near match 'b->mu'}}
  mutex_unlock(&b->mu);
}
