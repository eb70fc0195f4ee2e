// flags: -Iinclude
/* A variable guarded by two locks: reading needs at least one of them
   (Clang 23's "at least one of" message), writing needs each held
   exclusively, one warning per missing lock.  clang-22 takes one
   argument only; several came with Clang 23. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

struct mutex m1, m2;
int x GUARDED_BY(m1, m2);
int *px PT_GUARDED_BY(m1, m2);

int read_none(void) {
  return x; // expected-warning{{reading variable 'x' requires holding at least one of 'm1', 'm2'}}
}

int read_pointee_none(void) {
  return *px; // expected-warning{{reading the value pointed to by 'px' requires holding at least one of 'm1', 'm2'}}
}

void write_none(void) {
  x = 1; // expected-warning{{writing variable 'x' requires holding mutex 'm1' exclusively}}
         // expected-warning@-1{{writing variable 'x' requires holding mutex 'm2' exclusively}}
}

void write_one(void) {
  mutex_lock(&m1);
  x = 1; // expected-warning{{writing variable 'x' requires holding mutex 'm2' exclusively}}
  mutex_unlock(&m1);
}

void write_one_shared(void) {
  mutex_lock(&m1);
  mutex_lock_shared(&m2);
  x = 1; // expected-warning{{writing variable 'x' requires holding mutex 'm2' exclusively}}
  mutex_unlock_shared(&m2);
  mutex_unlock(&m1);
}
