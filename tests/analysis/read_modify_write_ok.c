// flags: -Iinclude
/* x++ and x += 1 on guarded data with the lock held exclusively. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
void lock(struct mutex *m) ACQUIRE(m);
void unlock(struct mutex *m) RELEASE(m);
struct mutex big;
int counter GUARDED_BY(big);

void a(void) {
  lock(&big);
  counter++;
  counter += 2;
  unlock(&big);
}
// expected-no-diagnostics
