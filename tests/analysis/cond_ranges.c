// flags: -Iinclude
/* Conditions on numbers: a lock taken when n > 0 and released when
   n >= 0 is released, on the path where n is 0, without being held; one
   taken when n < 10 is not held where n >= 10 says. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void wider(int n) {
  if (n > 0)
    mutex_lock(&mu);
  work();
  if (n >= 0)
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}

void other_side(int n) {
  if (n < 10)
    mutex_lock(&mu);
  if (n >= 10)
    counter = 1; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
  if (n < 10)
    mutex_unlock(&mu);
}
