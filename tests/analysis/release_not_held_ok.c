// flags: -Iinclude
/* Each release matches a hold: plain pairs, nested locks released in the
   other order, the old spellings exclusive_lock_function and
   unlock_function, and a RELEASE function's own lock (held on entry). */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void old_lock(struct mutex *m) __attribute__((exclusive_lock_function(*m)));
void old_unlock(struct mutex *m) __attribute__((unlock_function(*m)));

struct mutex mu, mu2;

void pair(void) {
  mutex_lock(&mu);
  mutex_unlock(&mu);
}

void crossed(void) {
  mutex_lock(&mu);
  mutex_lock(&mu2);
  mutex_unlock(&mu);
  mutex_unlock(&mu2);
}

void old_spelling(void) {
  old_lock(&mu);
  old_unlock(&mu);
}

void finish(void) RELEASE(mu) {
  mutex_unlock(&mu);
}
