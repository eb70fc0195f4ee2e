// flags: -Iinclude
/* The guard() idiom misused: data accessed after the guard's scope has
   ended (the lock was released by the cleanup), after a goto out of the
   scope, and the lock released by hand inside the scope so that the
   cleanup releases it a second time (reported at the end of the scope,
   where the cleanup runs; clang-22 reports it at the declaration). */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
struct mutex *lock_and_return(struct mutex *m) ACQUIRE(*m) RETURN_CAPABILITY(*m);
void unlock_cleanup(void *p) RELEASE(*(struct mutex **)p);

struct mutex mu;
int counter GUARDED_BY(mu);
int check(void);

void after_scope(void) {
  {
    struct mutex *guard __attribute__((cleanup(unlock_cleanup))) = lock_and_return(&mu);
    counter = 1;
  }
  counter = 2; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
}

void after_goto(void) {
  {
    struct mutex *guard __attribute__((cleanup(unlock_cleanup))) = lock_and_return(&mu);
    if (check())
      goto out;
    counter = 3;
  }
  return;
out:
  counter = 4; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
}

void unlocked_by_hand(void) {
  {
    struct mutex *guard __attribute__((cleanup(unlock_cleanup))) = lock_and_return(&mu);
    counter = 5;
    mutex_unlock(&mu); // expected-note{{mutex 'mu' released here}}
  } // expected-warning{{releasing mutex 'mu' that was not held}}
}
