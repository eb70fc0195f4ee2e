// flags: -Iinclude
/* Member guards relative to the object: each object's data under its
   own lock, two objects at once, nested members and array elements, and
   the object reached through a local copy of the pointer.  clang-22
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
struct owner { int id; struct account acct; };
struct account tab[4];

void transfer(struct account *a, struct account *b, int v) {
  mutex_lock(&a->mu);
  mutex_lock(&b->mu);
  a->balance -= v;
  b->balance += v;
  mutex_unlock(&b->mu);
  mutex_unlock(&a->mu);
}

int nested(struct owner *o) {
  mutex_lock(&o->acct.mu);
  int v = o->acct.balance;
  mutex_unlock(&o->acct.mu);
  return v;
}

int element(void) {
  mutex_lock(&tab[1].mu);
  int v = tab[1].balance;
  mutex_unlock(&tab[1].mu);
  return v;
}

void through_copy(struct account *a) {
  struct account *p = a;
  mutex_lock(&a->mu);
  p->balance = 0;
  mutex_unlock(&p->mu);
}
