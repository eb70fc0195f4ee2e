// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* pointer_escape_arrays.c's escapes with the lock held. */
// expected-no-diagnostics
#include "mutex.h"

struct mutex m;
int arr[4] GUARDED_BY(m);
int *pval PT_GUARDED_BY(m);
void take(int *p);

int *escapes(int i) REQUIRES(m) {
  take(arr);
  take(&arr[2]);
  take(&*pval);
  return &arr[i];
}
