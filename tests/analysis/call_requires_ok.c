// flags: -Iinclude
/* Calls of functions that require a lock, with it held: REQUIRES_SHARED
   is satisfied by a shared or an exclusive hold, REQUIRES by an exclusive
   one; old spellings too; a function that requires a lock may call
   another that requires it. */
// expected-no-diagnostics
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

void shared_hold(void) {
  mutex_lock_shared(&mu);
  g();
  old_g();
  mutex_unlock_shared(&mu);
}

void exclusive_hold(void) {
  mutex_lock(&mu);
  f();
  g();
  old_f();
  old_g();
  mutex_unlock(&mu);
}

void caller(void) REQUIRES(mu) { f(); g(); }
void reader(void) REQUIRES_SHARED(mu) { g(); old_g(); }

void same_object(struct account *a, struct account *b) {
  mutex_lock(&a->mu);
  credit(a);
  mutex_unlock(&a->mu);
  mutex_lock(&b->mu);
  credit(b);
  mutex_unlock(&b->mu);
}
