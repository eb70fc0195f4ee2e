// flags: -Iinclude
/* A try-lock whose result is ignored or tested the wrong way round: the
   access on the failure path is reported, and so is the unlock. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void inverted(void) {
  if (!mutex_trylock(&mu)) {
    counter = 1; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
  }
} // expected-warning{{mutex 'mu' is still held at the end of function}}
  // expected-note@-5{{mutex 'mu' acquired here}}

void ignored(void) {
  mutex_trylock(&mu);
  counter = 2; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}
