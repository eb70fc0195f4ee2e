// flags: -Iinclude
/* A try-lock tested where it is called: held on the success edge only;
   also negated, compared with 0, and in an && chain; the old spelling
   exclusive_trylock_function. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

int old_trylock(struct mutex *m) __attribute__((exclusive_trylock_function(1, *m)));

void direct(void) {
  if (mutex_trylock(&mu)) {
    counter = 1;
    mutex_unlock(&mu);
  }
}

int negated(void) {
  if (!mutex_trylock(&mu))
    return -1;
  counter = 2;
  mutex_unlock(&mu);
  return 0;
}

void compared(void) {
  if (mutex_trylock(&mu) != 0) {
    counter = 3;
    mutex_unlock(&mu);
  } else {
    work();
  }
}

void chained(int c) {
  if (c && mutex_trylock(&mu)) {
    counter = 4;
    mutex_unlock(&mu);
  }
}

void old_spelling(void) {
  if (old_trylock(&mu)) {
    counter = 5;
    mutex_unlock(&mu);
  }
}
