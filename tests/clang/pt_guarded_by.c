// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* pt_guarded_by: the data a pointer points to needs the lock; the
   pointer itself does not. */
#include "mutex.h"

struct mutex mu;
int *slot PT_GUARDED_BY(mu);

struct ring {
  char *buf PT_GUARDED_BY(mu);
};

int read_pointee(void) {
  return *slot; // expected-warning{{reading the value pointed to by 'slot' requires holding mutex 'mu'}}
}

void write_pointee(void) {
  *slot = 1; // expected-warning{{writing the value pointed to by 'slot' requires holding mutex 'mu' exclusively}}
}

void write_pointee_shared(void) {
  mutex_lock_shared(&mu);
  *slot = 2; // expected-warning{{writing the value pointed to by 'slot' requires holding mutex 'mu' exclusively}}
  mutex_unlock_shared(&mu);
}

void write_indexed(int i) {
  slot[i] = 3; // expected-warning{{writing the value pointed to by 'slot' requires holding mutex 'mu' exclusively}}
}

char read_member_pointee(struct ring *r) {
  return r->buf[0]; // expected-warning{{reading the value pointed to by 'buf' requires holding mutex 'mu'}}
}
