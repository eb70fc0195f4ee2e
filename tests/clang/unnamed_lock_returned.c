// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* A getter whose lock_returned names no lock ("" or "*") and a null
   pointer name no lock: a guard or a requirement of one asks for
   nothing. */
#include "mutex.h"

struct mutex *unknown_lock(void) RETURN_CAPABILITY("");
struct mutex *any_lock(void) RETURN_CAPABILITY("*");
void needs(struct mutex *m) REQUIRES(*m);

struct mutex mu;
int value GUARDED_BY(unknown_lock());
int other GUARDED_BY(mu);

void unnamed(void) REQUIRES(*any_lock()) {
  value = 1;
  needs((struct mutex *)0);
}

void named(void) {
  other = 1; // expected-warning{{writing variable 'other' requires holding mutex 'mu' exclusively}}
  needs(&mu); // expected-warning{{calling function 'needs' requires holding mutex 'mu' exclusively}}
}
