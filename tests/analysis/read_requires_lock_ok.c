// flags: -Iinclude
/* Reads of guarded_by variables with the lock held, exclusively or
   shared (a shared hold is enough to read); member locks of the object
   accessed.  clang-22 does not resolve a member's guard relative to the
   object in C (it names the lock 'mu') and warns at the member accesses
   here. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

struct mutex big;
int counter GUARDED_BY(big);

struct account {
  struct mutex mu;
  int balance GUARDED_BY(mu);
};

int read_global(void) {
  mutex_lock(&big);
  int v = counter;
  mutex_unlock(&big);
  return v;
}

int read_global_shared(void) {
  mutex_lock_shared(&big);
  int v = counter;
  mutex_unlock_shared(&big);
  return v;
}

int read_member(struct account *a) {
  mutex_lock(&a->mu);
  int v = a->balance;
  mutex_unlock(&a->mu);
  return v;
}

/* Two objects, each read under its own lock. */
int read_two(struct account *a, struct account *b) {
  mutex_lock(&a->mu);
  mutex_lock_shared(&b->mu);
  int v = a->balance + b->balance;
  mutex_unlock_shared(&b->mu);
  mutex_unlock(&a->mu);
  return v;
}

struct account acct;
int read_dot(void) {
  mutex_lock(&acct.mu);
  int v = acct.balance;
  mutex_unlock(&acct.mu);
  return v;
}
