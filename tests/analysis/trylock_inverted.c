// flags: -Iinclude
/* A pthread-style try-lock, TRY_ACQUIRE(0, m), tested as if nonzero
   meant success: the access on the failure path is reported, and the
   lock leaks at the return on the success path. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

int pthread_style_trylock(struct mutex *m) TRY_ACQUIRE(0, *m);

int wrong_sense(void) {
  if (pthread_style_trylock(&mu) == 0) // expected-note{{mutex 'mu' acquired here}}
    return -1; // expected-warning{{mutex 'mu' is still held at the end of function}}
  counter = 1; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
  return 0;
}
