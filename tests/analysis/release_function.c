// flags: -Iinclude
/* A RELEASE function's body is checked at its end: the lock is held on
   entry and must not be at the exit; one that forgets to release (on
   every path, or on one) leaks it, with the note at the function; one
   that releases twice releases a lock not held.  clang-22 reports the
   early return's leak at the closing brace as "not held on every path
   through here". */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

struct account {
  struct mutex mu;
  int balance GUARDED_BY(mu);
};
int check(void);

void account_unlock(struct account *a) RELEASE(a->mu) { // expected-note{{mutex 'a->mu' acquired here}}
  a->balance = 0;
} // expected-warning{{mutex 'a->mu' is still held at the end of function}}

void reader_unlock(struct account *a) RELEASE_SHARED(a->mu) { // expected-note{{mutex 'a->mu' acquired here}}
  if (check())
    return; // expected-warning{{mutex 'a->mu' is still held at the end of function}}
  mutex_unlock_shared(&a->mu);
}

void twice(struct account *a) RELEASE(a->mu) {
  mutex_unlock(&a->mu); // expected-note{{mutex 'a->mu' released here}}
  mutex_unlock(&a->mu); // expected-warning{{releasing mutex 'a->mu' that was not held}}
}
