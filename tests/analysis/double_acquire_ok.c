// flags: -Iinclude
/* Acquiring a lock again after releasing it, and two different locks of
   two objects of the same type: no double acquisition. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
struct account { struct mutex mu; int balance GUARDED_BY(mu); };

void again(void) {
  mutex_lock(&mu);
  mutex_unlock(&mu);
  mutex_lock(&mu);
  mutex_unlock(&mu);
}

void two_objects(struct account *a, struct account *b) {
  mutex_lock(&a->mu);
  mutex_lock(&b->mu);
  mutex_unlock(&b->mu);
  mutex_unlock(&a->mu);
}

/* in a loop: each iteration releases what it took */
void loop(int n) {
  for (int i = 0; i < n; i++) {
    mutex_lock(&mu);
    mutex_unlock(&mu);
  }
}
