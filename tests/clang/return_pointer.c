// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* -Wthread-safety-pointer: returning the address of guarded data (or a
   pt_guarded pointer) needs the lock held. */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);
int *cursor PT_GUARDED_BY(mu);

int *count_address(void) {
  return &count; // expected-warning{{returning pointer to variable 'count' requires holding mutex 'mu' exclusively}}
}

int *cursor_value(void) {
  return cursor; // expected-warning{{returning pointer 'cursor' requires holding mutex 'mu' exclusively}}
}

const int *count_address_const(void) {
  return &count; // expected-warning{{returning pointer to variable 'count' requires holding mutex 'mu'}}
}
