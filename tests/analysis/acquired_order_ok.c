// flags: -Iinclude
/* Locks taken in their declared order (directly and along a chain), and
   a lock taken after the other one was released. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex c;
struct mutex b ACQUIRED_BEFORE(c);
struct mutex a ACQUIRED_BEFORE(b);
struct mutex x;
struct mutex y ACQUIRED_AFTER(x);

void in_order(void) {
  mutex_lock(&a);
  mutex_lock(&b);
  mutex_lock(&c);
  mutex_unlock(&c);
  mutex_unlock(&b);
  mutex_unlock(&a);
  mutex_lock(&x);
  mutex_lock(&y);
  mutex_unlock(&y);
  mutex_unlock(&x);
}

void one_at_a_time(void) {
  mutex_lock(&b);
  mutex_unlock(&b);
  mutex_lock(&a);
  mutex_unlock(&a);
}

struct pair {
  struct mutex inner;
  struct mutex outer ACQUIRED_BEFORE(inner);
};

void members_in_order(struct pair *p) {
  mutex_lock(&p->outer);
  mutex_lock(&p->inner);
  mutex_unlock(&p->inner);
  mutex_unlock(&p->outer);
}

/* Different objects' locks are not ordered by a member declaration: the
   order, like a guard, is relative to the object.  clang-22 orders by
   declaration and warns here ('outer' before 'inner'). */
void members_of_two(struct pair *p, struct pair *q) {
  mutex_lock(&p->inner);
  mutex_lock(&q->outer);
  mutex_unlock(&q->outer);
  mutex_unlock(&p->inner);
}
