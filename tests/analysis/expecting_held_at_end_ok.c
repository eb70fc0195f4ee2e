// flags: -Iinclude
/* ACQUIRE functions that acquire on every path (the old spelling
   exclusive_lock_function too), and a REQUIRES function that releases
   and takes its lock again. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);

struct mutex mu;
struct account { struct mutex mu; int balance GUARDED_BY(mu); };

void account_lock(struct account *a) ACQUIRE(a->mu) {
  mutex_lock(&a->mu);
}

void reader_lock(struct account *a) ACQUIRE_SHARED(a->mu) {
  mutex_lock_shared(&a->mu);
}

void old_lock(struct account *a) __attribute__((exclusive_lock_function(a->mu))) {
  mutex_lock(&a->mu);
}

int lock_unless(int c) ACQUIRE(mu) {
  mutex_lock(&mu);
  if (c)
    return -1;
  return 0;
}

void cycles(void) REQUIRES(mu) {
  mutex_unlock(&mu);
  mutex_lock(&mu);
}
