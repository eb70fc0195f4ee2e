// flags: -Iinclude
/* A member's guard names a lock relative to the object accessed: with
   a->mu held, b->balance still needs b->mu; nested members and array
   elements name the lock through the same path (`o->acct.mu`,
   `tab[1].mu`).  clang-22 names the lock 'mu' in C and does not tell the
   objects apart: it warns on every access here, held or not. */
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
  a->balance -= v;
  b->balance = v; // expected-warning{{writing variable 'balance' requires holding mutex 'b->mu' exclusively}} expected-note{{found near match 'a->mu'}}
  mutex_unlock(&a->mu);
}

int nested(struct owner *o, struct owner *p) {
  mutex_lock(&p->acct.mu);
  int v = o->acct.balance; // expected-warning{{reading variable 'balance' requires holding mutex 'o->acct.mu'}} expected-note{{found near match 'p->acct.mu'}}
  mutex_unlock(&p->acct.mu);
  return v;
}

int element(void) {
  mutex_lock(&tab[0].mu);
  int v = tab[1].balance; // expected-warning{{reading variable 'balance' requires holding mutex 'tab[1].mu'}} expected-note{{found near match 'tab[0].mu'}}
  mutex_unlock(&tab[0].mu);
  return v;
}
