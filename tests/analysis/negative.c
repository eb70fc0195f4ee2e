// flags: -Iinclude
/* Negative capabilities, as Clang's REQUIRES(!mu): a function that needs
   a lock not held passes that need on to its callers ("calling function
   ... requires negative capability"), and acquiring a lock that some
   requirement names negated needs !lock (-Wthread-safety-negative).
   !mu is held on entry to a function that requires it and after a
   release; acquiring ends it, and a join keeps it only if every path
   has it.  A lock reached from a parameter is the callers' to name, as
   a member of `this` is in C++. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int count GUARDED_BY(mu);
void bump(void) REQUIRES(!mu);

void caller(void) {
  bump(); // expected-warning{{calling function 'bump' requires negative capability '!mu'}}
}

void locker(void) {
  mutex_lock(&mu); // expected-warning{{acquiring mutex 'mu' requires negative capability '!mu'}}
  count = 1;
  mutex_unlock(&mu);
  bump(); /* !mu since the release */
}

void relocks(void) REQUIRES(!mu) {
  mutex_lock(&mu);
  mutex_unlock(&mu);
  mutex_lock(&mu);
  bump(); // expected-warning{{cannot call function 'bump' while mutex 'mu' is held}}
  mutex_unlock(&mu);
}

void lost_at_join(int c) {
  if (c) {
    mutex_lock(&mu); // expected-warning{{acquiring mutex 'mu' requires negative capability '!mu'}}
    count = 2;
    mutex_unlock(&mu);
  }
  bump(); // expected-warning{{calling function 'bump' requires negative capability '!mu'}}
}

struct dev { struct mutex lock; int state GUARDED_BY(lock); };
void dev_reset(struct dev *d) REQUIRES(!d->lock);

void dev_user(struct dev *d) {
  dev_reset(d); // expected-warning{{calling function 'dev_reset' requires negative capability '!d->lock'}}
}

void dev_set(struct dev *d) {
  mutex_lock(&d->lock); // expected-warning{{acquiring mutex 'd->lock' requires negative capability '!d->lock'}}
  d->state = 1;
  mutex_unlock(&d->lock);
}
