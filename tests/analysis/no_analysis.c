// flags: -Iinclude
/* NO_THREAD_SAFETY_ANALYSIS skips a body, but its contract is still
   checked at calls; the same body without it is checked. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);

/* The body of an unchecked function that requires mu: */
void bump(void) REQUIRES(mu) NO_THREAD_SAFETY_ANALYSIS {
  mutex_unlock(&mu);
}

void caller(void) {
  bump(); // expected-warning{{calling function 'bump' requires holding mutex 'mu' exclusively}}
}

/* The same body as no_analysis_ok.c's peek, checked. */
int peek(void) {
  mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  return counter; // expected-warning{{mutex 'mu' is still held at the end of function}}
}

void poke(void) {
  counter = 1; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}
