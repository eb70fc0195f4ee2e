// flags: -Iinclude
/* A stored try-lock result tested the wrong way, or overwritten before
   the test: the access and the release on the failure path are
   reported. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void wrong_way(void) {
  int ok = mutex_trylock(&mu);
  if (!ok)
    counter = 1; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  if (ok)
    mutex_unlock(&mu);
}

void overwritten(int c) {
  int ok = mutex_trylock(&mu); // expected-note{{mutex 'mu' acquired here}}
  ok = c;
  if (ok)
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}

int pthread_style_trylock(struct mutex *m) TRY_ACQUIRE(0, *m);

void compared_wrong_way(void) {
  int failed = pthread_style_trylock(&mu) != 0;
  if (failed)
    counter = 2; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  if (!failed)
    mutex_unlock(&mu);
}
