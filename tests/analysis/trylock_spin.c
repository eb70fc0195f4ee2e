// flags: -Iinclude
/* Spinning on a try-lock a bounded number of times: the loop may end
   without the lock, so the access after it is reported.  Spinning while
   the try-lock succeeds brings the lock back to the loop's head, which
   did not hold it: reported as Clang does, at the loop's condition. */
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
  while (mutex_trylock(&mu)) // expected-warning{{expecting mutex 'mu' to be held at start of each loop}}
                             // expected-note@-1{{mutex acquired here}}
    ;
  counter = 2; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
}
