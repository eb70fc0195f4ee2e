// flags: -Iinclude
/* A REENTRANT_CAPABILITY lock counts its acquisitions: after two locks
   and one unlock it is still held (leaked at the end); a third unlock is
   one too many; and data is unguarded once the count is back to zero. */
#include "annotalysis.h"

struct CAPABILITY("mutex") REENTRANT_CAPABILITY rmutex { int opaque; };
void rlock(struct rmutex *m) ACQUIRE(*m);
void runlock(struct rmutex *m) RELEASE(*m);

struct rmutex rmu;
int r GUARDED_BY(rmu);

void leaks_one_level(void) {
  rlock(&rmu); // expected-note{{mutex 'rmu' acquired here}}
  rlock(&rmu);
  runlock(&rmu);
  r = 1;
} // expected-warning{{mutex 'rmu' is still held at the end of function}}

void one_unlock_too_many(void) {
  rlock(&rmu);
  rlock(&rmu);
  runlock(&rmu);
  runlock(&rmu); // expected-note{{mutex 'rmu' released here}}
  runlock(&rmu); // expected-warning{{releasing mutex 'rmu' that was not held}}
}

void access_after_last_unlock(void) {
  rlock(&rmu);
  rlock(&rmu);
  runlock(&rmu);
  runlock(&rmu);
  r = 2; // expected-warning{{writing variable 'r' requires holding mutex 'rmu' exclusively}}
}
