// flags: -Iinclude
/* A REENTRANT_CAPABILITY lock may be acquired again while held; it stays
   held until every acquisition is released, and a function requiring it
   may take it again. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") REENTRANT_CAPABILITY rmutex { int opaque; };
void rlock(struct rmutex *m) ACQUIRE(*m);
void runlock(struct rmutex *m) RELEASE(*m);

struct rmutex rmu;
int r GUARDED_BY(rmu);

void nested(void) {
  rlock(&rmu);
  rlock(&rmu);
  r = 1;
  runlock(&rmu);
  r = 2; /* still held once */
  runlock(&rmu);
}

void helper(void) REQUIRES(rmu) {
  rlock(&rmu);
  r = 3;
  runlock(&rmu);
}

void three_deep(void) {
  rlock(&rmu);
  rlock(&rmu);
  rlock(&rmu);
  runlock(&rmu);
  runlock(&rmu);
  r = 4;
  runlock(&rmu);
}
