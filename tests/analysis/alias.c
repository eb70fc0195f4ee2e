// flags: -Iinclude
/* Reassigning the pointer ends the alias: after `m = &b->mu` a release
   through m releases b's lock, not a's; a's lock leaks and b's was not
   held.  An access through the old alias's object after it is reported
   too. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct account {
  struct mutex mu;
  int balance GUARDED_BY(mu);
};

void reassigned(struct account *a, struct account *b) {
  struct mutex *m = &a->mu;
  mutex_lock(m); // expected-note{{mutex 'a->mu' acquired here}}
  m = &b->mu;
  mutex_unlock(m); // expected-warning{{releasing mutex 'b->mu' that was not held}}
} // expected-warning{{mutex 'a->mu' is still held at the end of function}}

void object_reassigned(struct account *a, struct account *b) {
  struct account *p = a;
  mutex_lock(&p->mu);
  p = b;
  p->balance = 1; // expected-warning{{writing variable 'balance' requires holding mutex 'b->mu' exclusively}} expected-note{{found near match 'a->mu'}}
  mutex_unlock(&a->mu);
}
