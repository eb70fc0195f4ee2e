// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* An access through the variable's address cast to another pointer type
   (WRITE_ONCE, READ_ONCE) is an access of the variable. */
#include "mutex.h"

struct mutex m;
int x GUARDED_BY(m);
long w GUARDED_BY(m);

int through_casts(void) {
  *(volatile int *)&x = 1; // expected-warning{{writing variable 'x' requires holding mutex 'm' exclusively}}
  *(long *)&w = 2; // expected-warning{{writing variable 'w' requires holding mutex 'm' exclusively}}
  return *(const volatile int *)&x; // expected-warning{{reading variable 'x' requires holding mutex 'm'}}
}
