// flags: -Iinclude
/* Releasing a lock in the other mode than it is held: RELEASE_SHARED of
   an exclusive hold, RELEASE of a shared one; the note shows where it was
   acquired.  The lock is released all the same (no later warning). */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

struct mutex mu;

void exclusive_released_shared(void) {
  mutex_lock(&mu);          // expected-note{{mutex acquired here}}
  mutex_unlock_shared(&mu); // expected-warning{{releasing mutex 'mu' using shared access, expected exclusive access}}
}

void shared_released_exclusive(void) {
  mutex_lock_shared(&mu); // expected-note{{mutex acquired here}}
  mutex_unlock(&mu);      // expected-warning{{releasing mutex 'mu' using exclusive access, expected shared access}}
}
