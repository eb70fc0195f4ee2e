// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* A lock named by two attributes of one function (`ACQUIRE(g1)
   ACQUIRE(g1, g2)`) is taken, or released, once by a call. */
#include "mutex.h"

struct mutex g1, g2;
int shared GUARDED_BY(g1);
void lock_both(void) ACQUIRE(g1) ACQUIRE(g1, g2);
void unlock_both(void) RELEASE(g1) RELEASE(g1, g2);

void once(void) {
  lock_both();
  shared++;
  unlock_both();
}

void twice(void) {
  lock_both(); // expected-note 2{{acquired here}}
  lock_both(); // expected-warning{{acquiring mutex 'g1' that is already held}} expected-warning{{acquiring mutex 'g2' that is already held}}
  unlock_both();
}

void released_twice(void) {
  lock_both();
  unlock_both(); // expected-note 2{{released here}}
  unlock_both(); // expected-warning{{releasing mutex 'g1' that was not held}} expected-warning{{releasing mutex 'g2' that was not held}}
  shared++; // expected-warning{{writing variable 'shared' requires holding mutex 'g1' exclusively}}
}
