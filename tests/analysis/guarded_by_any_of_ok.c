// flags: -Iinclude
/* A variable guarded by two locks: read under either one (shared is
   enough), written under both held exclusively. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

struct mutex m1, m2;
int x GUARDED_BY(m1, m2);
int *px PT_GUARDED_BY(m1, m2);

int read_first(void) {
  mutex_lock(&m1);
  int v = x + *px;
  mutex_unlock(&m1);
  return v;
}

int read_second_shared(void) {
  mutex_lock_shared(&m2);
  int v = x + *px;
  mutex_unlock_shared(&m2);
  return v;
}

void write_both(void) {
  mutex_lock(&m1);
  mutex_lock(&m2);
  x = 1;
  *px = 2;
  mutex_unlock(&m2);
  mutex_unlock(&m1);
}
