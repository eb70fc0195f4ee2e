// flags: -Iinclude
/* An element of an array reached through a pointer to the array,
   (*pa)[i], is not pa[i], the element of what pa points to: it is named
   as C writes it, and the contract inferred for a function that takes it
   and returns holding it names the same lock (it once named pa[i], and the
   function's own analysis then found pa[i] not held and (*pa)[i] still
   held). */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
void lock(struct mutex *m) ACQUIRE(*m);
void unlock(struct mutex *m) RELEASE(*m);

static void take(struct mutex (*pa)[4], int i) {
  lock(&(*pa)[i]);
}

void twice(struct mutex (*pa)[4], int i) {
  take(pa, i); // expected-note{{mutex acquired here}}
  take(pa, i); // expected-warning{{acquiring mutex '(*pa)[i]' that is already held}}
  unlock(&(*pa)[i]);
}
