// flags: -Iinclude
/* Paths that meet with a lock held on some of them.  Clang joins them and
   says "mutex 'mu' is not held on every path through here" at the join;
   annotalysis keeps the paths apart and names each bug where the path
   that has it misuses the lock: the write without it, the lock left held
   at the return, the release of a lock not taken, the second acquisition.
   Both find each bug; the words differ on purpose (the man page, section
   "Differences from Clang").  "not held on every path" is said here only
   where more than 16 lock sets meet and the paths are merged
   (not_held_every_path.c). */
#include "annotalysis.h"
struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
struct mutex mu;
int count GUARDED_BY(mu);

void lock_on_one_branch(int c) EXCLUDES(mu) {
  if (c)
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  count = 0; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}

void unlock_on_one_branch(int c) EXCLUDES(mu) {
  mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  if (c)
    mutex_unlock(&mu);
  count = 1; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}

int leak_on_early_return(int fail) EXCLUDES(mu) {
  mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  if (fail)
    return -1; // expected-warning{{mutex 'mu' is still held at the end of function}}
  mutex_unlock(&mu);
  return 0;
}

void unlock_after_one_branch(int c) EXCLUDES(mu) {
  if (c)
    mutex_lock(&mu);
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}

void relock_after_one_branch(int c) EXCLUDES(mu) {
  mutex_lock(&mu); // expected-note{{mutex acquired here}}
  if (c)
    mutex_unlock(&mu);
  mutex_lock(&mu); // expected-warning{{acquiring mutex 'mu' that is already held}}
  mutex_unlock(&mu);
}
