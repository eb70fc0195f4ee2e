// flags: -Iinclude
/* Acquiring a lock that is already held, with a note where it was first
   acquired: twice exclusive, shared then exclusive, and the same lock
   through two spellings (`&a->mu` and `&(*a).mu`). */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

struct mutex mu;
struct account { struct mutex mu; int balance GUARDED_BY(mu); };

void twice(void) {
  mutex_lock(&mu); // expected-note{{mutex acquired here}}
  mutex_lock(&mu); // expected-warning{{acquiring mutex 'mu' that is already held}}
  mutex_unlock(&mu);
}

void shared_then_exclusive(void) {
  mutex_lock_shared(&mu); // expected-note{{mutex acquired here}}
  mutex_lock(&mu);        // expected-warning{{acquiring mutex 'mu' that is already held}}
  /* still held shared, as in Clang */
  mutex_unlock(&mu);      // expected-warning{{releasing mutex 'mu' using exclusive access, expected shared access}}
                          // expected-note@-4{{mutex acquired here}}
}

void two_spellings(struct account *a) {
  mutex_lock(&a->mu);    // expected-note{{mutex acquired here}}
  mutex_lock(&(*a).mu);  // expected-warning{{acquiring mutex 'a->mu' that is already held}}
  mutex_unlock(&a->mu);
}
