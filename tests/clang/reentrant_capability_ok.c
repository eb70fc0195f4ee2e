// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* reentrant_capability respected: nested acquisitions, each released,
   and a function requiring the lock called with it held twice. */
#include "annotalysis.h"
// expected-no-diagnostics

struct CAPABILITY("mutex") REENTRANT_CAPABILITY rmutex { int depth; };
void rlock(struct rmutex *m) ACQUIRE(*m);
void runlock(struct rmutex *m) RELEASE(*m);

struct rmutex rmu;
int nested GUARDED_BY(rmu);

void inner(void) REQUIRES(rmu) {
  rlock(&rmu);
  nested++;
  runlock(&rmu);
}

void outer(void) EXCLUDES(rmu) {
  rlock(&rmu);
  rlock(&rmu);
  inner();
  runlock(&rmu);
  nested--;
  runlock(&rmu);
}
