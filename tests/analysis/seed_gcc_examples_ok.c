// flags: -Iinclude
/* The three programs of DeLesley Hutchins's 2012 mail on why GCC's
   annotalysis was dropped, in C; each gave GCC false positives.
   foo1: a cleanup variable (C++'s destructor) in a nested scope, with an
   early return after an unlock inside it: the extra join the cleanup
   makes must not merge the lock sets of the two paths.
   foo2: a call through a pointer cast from void *: the contract is found
   through the cast, both a function's and a function-pointer member's.
   foo3: lock and unlock functions whose bodies do nothing: the calls
   name the lock through the argument whatever the bodies do.  The bodies
   are marked NO_THREAD_SAFETY_ANALYSIS, as a real lock's implementation
   is; without it they break their own contracts, which annotalysis and
   clang-22 (in C) both report.  clang-22 ignores the requires_capability
   on the function-pointer member (Clang 23 accepts it) and does not
   resolve `mu` relative to the object in C, so it warns in foo2. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

/* (1) */
struct myclass { int x; };
void myclass_init(struct myclass *mc);
void myclass_destroy(struct myclass *mc);

void foo1(struct mutex *mu, int c) {
  mutex_lock(mu);
  if (c) {
    struct myclass mc __attribute__((cleanup(myclass_destroy)));
    myclass_init(&mc);
    if (c) {
      mutex_unlock(mu);
      return;
    }
    /* the cleanup of mc runs here on the way out of the block */
  }
  mutex_unlock(mu);
  return;
}

/* (2) */
struct object {
  struct mutex mu;
  int n GUARDED_BY(mu);
  void (*my_method)(struct object *self) REQUIRES(mu);
};
void object_method(struct object *self) REQUIRES(self->mu);

void foo2(void *p) {
  mutex_lock(&((struct object *)p)->mu);
  object_method((struct object *)p);
  ((struct object *)p)->my_method((struct object *)p);
  ((struct object *)p)->n = 1;
  mutex_unlock(&((struct object *)p)->mu);
}

/* (3) */
struct CAPABILITY("mutex") dummy_mutex { int unused; };
void dummy_lock(struct dummy_mutex *m) ACQUIRE(*m) NO_THREAD_SAFETY_ANALYSIS {}
void dummy_unlock(struct dummy_mutex *m) RELEASE(*m) NO_THREAD_SAFETY_ANALYSIS {}

void foo3(struct dummy_mutex *dmu1, struct dummy_mutex *dmu2) {
  dummy_lock(dmu1);
  dummy_lock(dmu2);
  dummy_unlock(dmu2);
  dummy_unlock(dmu1);
}
