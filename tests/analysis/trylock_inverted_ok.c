// flags: -Iinclude
/* A pthread-style try-lock, TRY_ACQUIRE(0, m): zero means success.  The
   early return on failure (`!= 0`), the test for success (`== 0`), and
   the result stored first. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

int pthread_style_trylock(struct mutex *m) TRY_ACQUIRE(0, *m);

int early_return(void) {
  if (pthread_style_trylock(&mu) != 0)
    return -1;
  counter = 1;
  mutex_unlock(&mu);
  return 0;
}

void tested_for_success(void) {
  if (pthread_style_trylock(&mu) == 0) {
    counter = 2;
    mutex_unlock(&mu);
  }
}

int stored(void) {
  int err = pthread_style_trylock(&mu);
  if (err)
    return err;
  counter = 3;
  mutex_unlock(&mu);
  return 0;
}
