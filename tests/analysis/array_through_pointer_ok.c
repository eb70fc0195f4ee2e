// flags: -Iinclude
/* The correct twin of array_through_pointer.c: the element of an array
   reached through a pointer is taken by a helper and released by its
   caller, once. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
void lock(struct mutex *m) ACQUIRE(*m);
void unlock(struct mutex *m) RELEASE(*m);

static void take(struct mutex (*pa)[4], int i) {
  lock(&(*pa)[i]);
}

void once(struct mutex (*pa)[4], int i) {
  take(pa, i);
  unlock(&(*pa)[i]);
}
