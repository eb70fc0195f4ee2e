// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* reentrant_capability: the lock may be taken again while held; each
   acquisition needs its release, so one left over is still held at the
   end, and one release too many is of a lock not held. */
#include "annotalysis.h"

struct CAPABILITY("mutex") REENTRANT_CAPABILITY rmutex { int depth; };
void rlock(struct rmutex *m) ACQUIRE(*m);
void runlock(struct rmutex *m) RELEASE(*m);

struct rmutex rmu;
int nested GUARDED_BY(rmu);

void one_release_short(void) EXCLUDES(rmu) {
  rlock(&rmu); // expected-note{{acquired here}}
  rlock(&rmu);
  nested++;
  runlock(&rmu);
} // expected-warning{{mutex 'rmu' is still held at the end of function}}

void one_release_too_many(void) EXCLUDES(rmu) {
  rlock(&rmu);
  rlock(&rmu);
  runlock(&rmu);
  runlock(&rmu); // expected-note{{released here}}
  runlock(&rmu); // expected-warning{{releasing mutex 'rmu' that was not held}}
}
