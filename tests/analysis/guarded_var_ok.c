// flags: -Iinclude
/* guarded_var and pt_guarded_var: read under any lock (shared too),
   written under any lock held exclusively; the pointer itself is free. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

struct mutex mu, other;
int x __attribute__((guarded_var));
int *p __attribute__((pt_guarded_var));
int storage;

int read_shared(void) {
  mutex_lock_shared(&mu);
  int v = x + *p;
  mutex_unlock_shared(&mu);
  return v;
}

void write_any(void) {
  mutex_lock(&other);
  x = 1;
  *p = 2;
  mutex_unlock(&other);
  p = &storage;
}
