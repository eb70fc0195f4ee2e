// flags: -Iinclude
/* ASSERT_CAPABILITY makes a lock held from the call on; without the
   assertion (or before it, or for another lock) the access is reported. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void assert_held(struct mutex *m) ASSERT_CAPABILITY(*m);
void assert_held_shared(struct mutex *m) ASSERT_SHARED_CAPABILITY(*m);

struct account {
  struct mutex mu;
  int balance GUARDED_BY(mu);
};

void before_assert(struct account *a) {
  a->balance = 0; // expected-warning{{writing variable 'balance' requires holding mutex 'a->mu' exclusively}}
  assert_held(&a->mu);
  mutex_unlock(&a->mu);
}

void other_object(struct account *a, struct account *b) {
  assert_held(&b->mu);
  a->balance = 0; // expected-warning{{writing variable 'balance' requires holding mutex 'a->mu' exclusively}} expected-note{{found near match 'b->mu'}}
  mutex_unlock(&b->mu);
}

void shared_assert(struct account *a) {
  assert_held_shared(&a->mu);
  a->balance = 0; // expected-warning{{writing variable 'balance' requires holding mutex 'a->mu' exclusively}}
  mutex_unlock(&a->mu); // expected-warning{{releasing mutex 'a->mu' using exclusive access, expected shared access}}
                        // expected-note@-3{{mutex acquired here}}
}
