// flags: -Iinclude
/* Lock order: ACQUIRED_BEFORE on the first lock, ACQUIRED_AFTER on the
   second, and a chain (a before b, b before c: a before c); acquiring in
   the other order is reported at the acquisition that breaks it. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex c;
struct mutex b ACQUIRED_BEFORE(c);
struct mutex a ACQUIRED_BEFORE(b);
struct mutex x;
struct mutex y ACQUIRED_AFTER(x);

void before_reversed(void) {
  mutex_lock(&b);
  mutex_lock(&a); // expected-warning{{mutex 'a' must be acquired before 'b'}}
  mutex_unlock(&a);
  mutex_unlock(&b);
}

void after_reversed(void) {
  mutex_lock(&y);
  mutex_lock(&x); // expected-warning{{mutex 'x' must be acquired before 'y'}}
  mutex_unlock(&x);
  mutex_unlock(&y);
}

void chain_reversed(void) {
  mutex_lock(&c);
  mutex_lock(&a); // expected-warning{{mutex 'a' must be acquired before 'c'}}
  mutex_unlock(&a);
  mutex_unlock(&c);
}

/* Members: the order is relative to the object (`p->outer`, `p->inner`). */
struct pair {
  struct mutex inner;
  struct mutex outer ACQUIRED_BEFORE(inner);
};

void members_reversed(struct pair *p) {
  mutex_lock(&p->inner);
  mutex_lock(&p->outer); // expected-warning{{mutex 'p->outer' must be acquired before 'p->inner'}}
  mutex_unlock(&p->outer);
  mutex_unlock(&p->inner);
}
