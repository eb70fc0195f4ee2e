// flags: -Iinclude
/* A lock taken and released under the same condition, tested twice with
   nothing in between that can change it.  Each path either takes and
   releases the lock or never touches it, so the function is correct.
   Clang is wrong here: clang-22 merges the paths after the first `if`
   and says "mutex 'mu' is not held on every path through here" (line 26,
   with a note at line 25), then "writing variable 'count' requires
   holding mutex 'mu' exclusively" (line 28) and "releasing mutex 'mu'
   that was not held" (line 29), since it does not see that both tests
   agree.
   annotalysis follows the two paths apart and accepts the file. */
#include "annotalysis.h"
// expected-no-diagnostics

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int count GUARDED_BY(mu);
void log_event(void);

void maybe_count(int shared) EXCLUDES(mu) {
  if (shared)
    mutex_lock(&mu);
  log_event();
  if (shared) {
    count++;
    mutex_unlock(&mu);
  }
}
