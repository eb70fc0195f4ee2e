// flags: -Iinclude
/* Spinning on a try-lock until it succeeds: held after the loop; also
   with work in the loop body, and a for loop. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void spin(void) {
  while (!mutex_trylock(&mu))
    ;
  counter = 1;
  mutex_unlock(&mu);
}

void spin_with_body(void) {
  while (!mutex_trylock(&mu))
    work();
  counter = 2;
  mutex_unlock(&mu);
}

void spin_for(void) {
  for (;;) {
    if (mutex_trylock(&mu))
      break;
    work();
  }
  counter = 3;
  mutex_unlock(&mu);
}
