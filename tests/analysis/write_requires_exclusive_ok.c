// flags: -Iinclude
/* Writes of guarded_by variables with the lock held exclusively.
   clang-22 does not resolve a member's guard relative to the object in
   C (it names the lock 'mu') and warns at the member accesses here. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex big;
int counter GUARDED_BY(big);

struct account {
  struct mutex mu;
  int balance GUARDED_BY(mu);
};

void write_locked(void) {
  mutex_lock(&big);
  counter = 1;
  counter++;
  counter += 2;
  mutex_unlock(&big);
}

void deposit(struct account *a, int v) {
  mutex_lock(&a->mu);
  a->balance = a->balance + v;
  mutex_unlock(&a->mu);
}
