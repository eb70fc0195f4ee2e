// flags: -Iinclude
/* NO_THREAD_SAFETY_ANALYSIS: nothing in the body is checked (unguarded
   accesses, unbalanced locks, a lock function's implementation); on a
   declaration before the definition too. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);

int peek(void) NO_THREAD_SAFETY_ANALYSIS {
  mutex_lock(&mu);
  return counter;
}

void poke(void) NO_THREAD_SAFETY_ANALYSIS {
  counter = 1;
  mutex_unlock(&mu);
}

void my_lock(struct mutex *m) ACQUIRE(*m) NO_THREAD_SAFETY_ANALYSIS {
  (void)m;
}

void declared(void) NO_THREAD_SAFETY_ANALYSIS;
void declared(void) {
  counter++;
}

void bump(void) REQUIRES(mu) NO_THREAD_SAFETY_ANALYSIS {
  mutex_unlock(&mu);
}

void caller(void) {
  mutex_lock(&mu);
  bump();
  mutex_unlock(&mu);
}
