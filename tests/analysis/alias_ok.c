// flags: -Iinclude
/* A lock named through a local pointer copy is the same lock: locked
   through the copy and unlocked through the original (and the other way
   round), guarding the data; a copy of the object pointer too. A
   pointer reassigned to the same lock still names it.  clang-22 does
   not resolve a member's guard relative to the object in C (it names
   the lock 'mu') and warns at the member accesses here. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct account {
  struct mutex mu;
  int balance GUARDED_BY(mu);
};
struct mutex big;
int counter GUARDED_BY(big);

void copy_then_original(struct account *a) {
  struct mutex *m = &a->mu;
  mutex_lock(m);
  a->balance = 1;
  mutex_unlock(&a->mu);
}

void original_then_copy(struct account *a) {
  struct mutex *m = &a->mu;
  mutex_lock(&a->mu);
  a->balance = 2;
  mutex_unlock(m);
}

void global_copy(void) {
  struct mutex *m;
  m = &big;
  mutex_lock(m);
  counter = 3;
  mutex_unlock(&big);
}

void object_copy(struct account *a) {
  struct account *same = a;
  mutex_lock(&same->mu);
  a->balance = 4;
  mutex_unlock(&a->mu);
}

void reassigned_same(struct account *a, struct account *b) {
  struct mutex *m = &b->mu;
  m = &a->mu;
  mutex_lock(m);
  a->balance = 5;
  mutex_unlock(&a->mu);
}
