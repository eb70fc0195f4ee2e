// flags: -Iinclude
/* Reading a guarded_by variable with its lock not held: a global guarded
   by a global, and a member guarded by a member of the same object, named
   relative to the object accessed (`a->mu`).  Clang names the member lock
   'mu' in C; annotalysis writes the C expression. */
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

int read_global(void) {
  return counter; // expected-warning{{reading variable 'counter' requires holding mutex 'big'}}
}

int read_member(struct account *a) {
  return a->balance; // expected-warning{{reading variable 'balance' requires holding mutex 'a->mu'}}
}

/* After the unlock the lock is gone again. */
int read_after_unlock(struct account *a) {
  mutex_lock(&a->mu);
  mutex_unlock(&a->mu);
  return a->balance; // expected-warning{{reading variable 'balance' requires holding mutex 'a->mu'}}
}

/* Holding another object's lock does not help. */
int read_wrong_object(struct account *a, struct account *b) {
  mutex_lock(&b->mu);
  int v = a->balance; // expected-warning{{reading variable 'balance' requires holding mutex 'a->mu'}} expected-note{{found near match 'b->mu'}}
  mutex_unlock(&b->mu);
  return v;
}

/* A struct object, not a pointer: `acct.mu`. */
struct account acct;
int read_dot(void) {
  return acct.balance; // expected-warning{{reading variable 'balance' requires holding mutex 'acct.mu'}}
}
