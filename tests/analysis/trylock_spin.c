// flags: -Iinclude
/* Spinning on a try-lock a bounded number of times: the loop may end
   without the lock, so the access after it is reported; spinning while
   the try-lock succeeds acquires it again while held, ends with it held
   once it has succeeded, and without it when the first try fails. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void bounded(void) {
  for (int i = 0; i < 3 && !mutex_trylock(&mu); i++)
    work();
  counter = 1; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}

void wrong_sense(void) {
  while (mutex_trylock(&mu)) // expected-warning{{acquiring mutex 'mu' that is already held}}
                             // expected-note@-1{{mutex acquired here}}
    ;
  counter = 2; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}
  // expected-note@-5{{mutex 'mu' acquired here}}
