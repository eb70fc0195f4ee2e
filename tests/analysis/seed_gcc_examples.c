// flags: -Iinclude
/* Buggy versions of the three programs of seed_gcc_examples_ok.c, to
   show the analysis does look at them: foo1 forgets the unlock before
   the early return inside the cleanup's scope; foo2 calls through the
   cast pointer without the lock (the lock is named through the cast:
   'p->mu'); foo3 releases the first dummy lock twice and never the
   second. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

/* (1) */
struct myclass { int x; };
void myclass_init(struct myclass *mc);
void myclass_destroy(struct myclass *mc);

void foo1(struct mutex *mu, int c) {
  mutex_lock(mu); // expected-note{{mutex 'mu' acquired here}}
  if (c) {
    struct myclass mc __attribute__((cleanup(myclass_destroy)));
    myclass_init(&mc);
    if (c)
      return; // expected-warning{{mutex 'mu' is still held at the end of function}}
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
  object_method((struct object *)p); // expected-warning{{calling function 'object_method' requires holding mutex 'p->mu' exclusively}}
  ((struct object *)p)->my_method((struct object *)p); // expected-warning{{calling function 'my_method' requires holding mutex 'p->mu' exclusively}}
  ((struct object *)p)->n = 1; // expected-warning{{writing variable 'n' requires holding mutex 'p->mu' exclusively}}
}

/* (3) */
struct CAPABILITY("mutex") dummy_mutex { int unused; };
void dummy_lock(struct dummy_mutex *m) ACQUIRE(*m) NO_THREAD_SAFETY_ANALYSIS {}
void dummy_unlock(struct dummy_mutex *m) RELEASE(*m) NO_THREAD_SAFETY_ANALYSIS {}

void foo3(struct dummy_mutex *dmu1, struct dummy_mutex *dmu2) {
  dummy_lock(dmu1);
  dummy_lock(dmu2); // expected-note{{mutex 'dmu2' acquired here}}
  dummy_unlock(dmu1); // expected-note{{mutex 'dmu1' released here}}
  dummy_unlock(dmu1); // expected-warning{{releasing mutex 'dmu1' that was not held}}
} // expected-warning{{mutex 'dmu2' is still held at the end of function}}
