// flags: -Iinclude
/* guarded_var and pt_guarded_var (the old attributes without a lock):
   any lock held is enough to read, any lock held exclusively to write.
   clang-22 only checks that some lock is held, so it accepts the write
   under a shared hold in write_shared. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

struct mutex mu;
int x __attribute__((guarded_var));
int *p __attribute__((pt_guarded_var));

int read_none(void) {
  return x; // expected-warning{{reading variable 'x' requires holding any mutex}}
}

void write_none(void) {
  x = 1; // expected-warning{{writing variable 'x' requires holding any mutex exclusively}}
}

void write_shared(void) {
  mutex_lock_shared(&mu);
  x = 1; // expected-warning{{writing variable 'x' requires holding any mutex exclusively}}
  mutex_unlock_shared(&mu);
}

int pointee(void) {
  return *p; // expected-warning{{reading the value pointed to by 'p' requires holding any mutex}}
}
