// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* -Wthread-safety-pointer: passing the address of guarded data (or a
   pt_guarded pointer) to a function needs the lock held; clang-22 asks
   for a shared hold only, even for a pointer to non-const (returning
   such a pointer needs it exclusively: return_pointer.c). */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);
int *cursor PT_GUARDED_BY(mu);

void take(int *p);
void take_const(const int *p);

void pass_unlocked(void) {
  take(&count); // expected-warning{{passing pointer to variable 'count' requires holding mutex 'mu'}}
  take(cursor); // expected-warning{{passing pointer 'cursor' requires holding mutex 'mu'}}
}

void pass_const_unlocked(void) {
  take_const(&count); // expected-warning{{passing pointer to variable 'count' requires holding mutex 'mu'}}
}
