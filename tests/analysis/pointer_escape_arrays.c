// flags: -Iinclude
/* Pointer escapes of a guarded array and through `&*p`: the array itself
   passed (it decays to a pointer to its first element), the address of one
   element, `&*pval` (which is pval), and `&arr[i]` returned.  Same words
   and places as clang-22 -Wthread-safety-pointer. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
void lock(struct mutex *m) ACQUIRE(m);
void unlock(struct mutex *m) RELEASE(m);
struct mutex m;
int arr[4] GUARDED_BY(m);
int *pval PT_GUARDED_BY(m);
struct ring { struct mutex lock; int slots[8] GUARDED_BY(lock); };
void take(int *p);

void pass(struct ring *r) {
  take(arr);      // expected-warning{{passing pointer to variable 'arr' requires holding mutex 'm'}}
  take(&arr[2]);  // expected-warning{{passing pointer to variable 'arr' requires holding mutex 'm'}}
  take(&*pval);   // expected-warning{{passing pointer 'pval' requires holding mutex 'm'}}
  take(r->slots); // expected-warning{{passing pointer to variable 'slots' requires holding mutex 'r->lock'}}
}

int *give(int i) {
  return &arr[i]; // expected-warning{{returning pointer to variable 'arr' requires holding mutex 'm' exclusively}}
}
