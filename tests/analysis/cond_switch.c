// flags: -Iinclude
/* Switches that really get the lock wrong: a case that forgets to
   unlock, a fallthrough into a second unlock, and a lock taken in one
   case and released in another case of a switch on the same value.
   clang-22, which merges the lock sets at each join, reports "not held
   on every path through here" at the joins instead of (or besides) the
   warnings here; annotalysis keeps the paths apart and warns where the
   mistake is. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void forgets(int mode) {
  mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  switch (mode) {
  case 1:
    mutex_unlock(&mu);
    break;
  default:
    break;
  }
} // expected-warning{{mutex 'mu' is still held at the end of function}}

void fallthrough(int mode) {
  mutex_lock(&mu);
  switch (mode) {
  case 1:
    mutex_unlock(&mu); // expected-note{{mutex 'mu' released here}}
    /* fallthrough */
  case 2:
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
    break;
  default:
    mutex_unlock(&mu);
    break;
  }
}

void other_case(int mode) {
  switch (mode) {
  case 1: mutex_lock(&mu); break; // expected-note{{mutex 'mu' acquired here}}
  default: break;
  }
  switch (mode) {
  case 2: mutex_unlock(&mu); break; // expected-warning{{releasing mutex 'mu' that was not held}}
  default: break;
  }
} // expected-warning{{mutex 'mu' is still held at the end of function}}
