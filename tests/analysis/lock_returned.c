// flags: -Iinclude
/* RETURN_CAPABILITY: a function returning (a pointer to) a lock names
   that lock in other contracts (REQUIRES(account_lock(a))) and at calls
   (mutex_lock(account_lock(a))); the wrong object's lock is reported. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct account {
  struct mutex mu;
  int balance GUARDED_BY(mu);
};

struct mutex *account_lock(struct account *a) RETURN_CAPABILITY(a->mu);
void credit(struct account *a, int v) REQUIRES(account_lock(a));

void unlocked(struct account *a) {
  credit(a, 1); // expected-warning{{calling function 'credit' requires holding mutex 'a->mu' exclusively}}
}

void wrong_object(struct account *a, struct account *b) {
  mutex_lock(account_lock(b));
  credit(a, 1); // expected-warning{{calling function 'credit' requires holding mutex 'a->mu' exclusively}} expected-note{{found near match 'b->mu'}}
  a->balance = 2; // expected-warning{{writing variable 'balance' requires holding mutex 'a->mu' exclusively}} expected-note{{found near match 'b->mu'}}
  mutex_unlock(&b->mu);
}
