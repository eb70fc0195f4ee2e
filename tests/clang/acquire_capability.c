// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* acquire_capability (ACQUIRE): after the call the lock is held
   exclusively.  Acquiring it again while held is reported, with a note at
   the first acquisition.  (A function that promises to acquire and does
   not is left out: clang-22 adds a note at the declaration that
   annotalysis does not give.) */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);

void lock_twice(void) {
  mutex_lock(&mu); // expected-note{{acquired here}}
  mutex_lock(&mu); // expected-warning{{acquiring mutex 'mu' that is already held}}
  count++;
  mutex_unlock(&mu);
}

/* The second acquisition changes nothing: the hold stays shared. */
void lock_after_shared(void) {
  mutex_lock_shared(&mu); // expected-note 2 {{acquired here}}
  mutex_lock(&mu); // expected-warning{{acquiring mutex 'mu' that is already held}}
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' using exclusive access, expected shared access}}
}
