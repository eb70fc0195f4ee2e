// flags: -Iinclude
/* pointer_escape_arrays.c's escapes, each with its lock held. */
// expected-no-diagnostics
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
  lock(&m);
  take(arr);
  take(&arr[2]);
  take(&*pval);
  unlock(&m);
  lock(&r->lock);
  take(r->slots);
  unlock(&r->lock);
}

int *give(int i) REQUIRES(m) {
  return &arr[i];
}
