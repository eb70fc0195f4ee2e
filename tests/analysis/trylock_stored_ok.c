// flags: -Iinclude
/* A try-lock's result stored in a local and tested later, after other
   calls, through a copy, and twice.  clang-22 reports assigned_later,
   where the copy is tested. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void stored(void) {
  int ok = mutex_trylock(&mu);
  work();
  if (ok) {
    counter = 1;
    mutex_unlock(&mu);
  }
}

void assigned_later(void) {
  int ok;
  work();
  ok = mutex_trylock(&mu);
  int copy = ok;
  if (copy)
    counter = 2;
  work();
  if (ok)
    mutex_unlock(&mu);
}

/* the comparison with the success value stored, as POSIX try-locks
   (0 is success) are usually written */
int pthread_style_trylock(struct mutex *m) TRY_ACQUIRE(0, *m);

void compared(void) {
  int locked = pthread_style_trylock(&mu) == 0;
  work();
  if (locked)
    counter = 2;
  if (locked)
    mutex_unlock(&mu);
}
