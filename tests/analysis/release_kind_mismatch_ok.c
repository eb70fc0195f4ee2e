// flags: -Iinclude
/* Releases in the mode of the hold, and RELEASE_GENERIC, which releases
   either mode. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);
void mutex_unlock_any(struct mutex *m) RELEASE_GENERIC(*m);

struct mutex mu;

void matched(void) {
  mutex_lock(&mu);
  mutex_unlock(&mu);
  mutex_lock_shared(&mu);
  mutex_unlock_shared(&mu);
}

void generic(void) {
  mutex_lock(&mu);
  mutex_unlock_any(&mu);
  mutex_lock_shared(&mu);
  mutex_unlock_any(&mu);
}
