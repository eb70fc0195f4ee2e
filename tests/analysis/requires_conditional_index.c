// flags: -Iinclude
/* A lock a contract picks by a conditional on a parameter: at each call
   the test is decided by the argument (`need(o, 0)` needs o->locks[1],
   `need(o, 2)` o->locks[2]), so the caller that holds another element is
   told which one it lacks.  Twin: requires_conditional_index_ok.c. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct obj { struct mutex locks[4]; };
void need(struct obj *o, int i) REQUIRES(o->locks[i ? i : 1]);

void holds_another(struct obj *o) {
  mutex_lock(&o->locks[2]);
  need(o, 0); // expected-warning{{calling function 'need' requires holding mutex 'o->locks[1]' exclusively}}
  mutex_unlock(&o->locks[2]);
}
