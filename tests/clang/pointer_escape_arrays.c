// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* Escapes of a guarded array (the array itself, the address of an
   element) and of a pt_guarded_by pointer written as &*p. */
#include "mutex.h"

struct mutex m;
int arr[4] GUARDED_BY(m);
int *pval PT_GUARDED_BY(m);
void take(int *p);

int *escapes(int i) {
  take(arr); // expected-warning{{passing pointer to variable 'arr' requires holding mutex 'm'}}
  take(&arr[2]); // expected-warning{{passing pointer to variable 'arr' requires holding mutex 'm'}}
  take(&*pval); // expected-warning{{passing pointer 'pval' requires holding mutex 'm'}}
  return &arr[i]; // expected-warning{{returning pointer to variable 'arr' requires holding mutex 'm' exclusively}}
}
