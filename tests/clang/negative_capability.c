// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer -Wthread-safety-negative
/* Negative capabilities (REQUIRES(!&mu), -Wthread-safety-negative): a
   function that takes a lock says the caller must not hold it, and a
   caller must know that it does not.  In C the lock is a struct, which
   '!' does not take: the requirement is written on its address, !&mu. */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);

void bump(void) REQUIRES(!&mu) {
  mutex_lock(&mu);
  count++;
  mutex_unlock(&mu);
}

void take_without_contract(void) EXCLUDES(mu) {
  mutex_lock(&mu); // expected-warning{{acquiring mutex 'mu' requires negative capability '!mu'}}
  count++;
  mutex_unlock(&mu);
}

void call_without_contract(void) {
  bump(); // expected-warning{{calling function 'bump' requires negative capability '!mu'}}
}

void call_holding(void) REQUIRES(!&mu) {
  mutex_lock(&mu);
  bump(); // expected-warning{{cannot call function 'bump' while mutex 'mu' is held}}
  mutex_unlock(&mu);
}
