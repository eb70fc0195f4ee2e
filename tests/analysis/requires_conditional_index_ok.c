// flags: -Iinclude
/* requires_conditional_index.c with each caller holding the element the
   argument picks: o->locks[1] for 0, o->locks[2] for 2. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct obj { struct mutex locks[4]; };
void need(struct obj *o, int i) REQUIRES(o->locks[i ? i : 1]);

void default_element(struct obj *o) {
  mutex_lock(&o->locks[1]);
  need(o, 0);
  mutex_unlock(&o->locks[1]);
}

void chosen_element(struct obj *o) {
  mutex_lock(&o->locks[2]);
  need(o, 2);
  mutex_unlock(&o->locks[2]);
}
