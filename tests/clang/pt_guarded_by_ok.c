// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* pt_guarded_by respected: the pointer itself is free to read and
   write, the data it points to is touched under the lock. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int *slot PT_GUARDED_BY(mu);

struct ring {
  char *buf PT_GUARDED_BY(mu);
};

void repoint(int *fresh) {
  slot = fresh;
}

int is_set(void) {
  return slot != 0;
}

int read_shared(void) {
  int v;
  mutex_lock_shared(&mu);
  v = *slot;
  mutex_unlock_shared(&mu);
  return v;
}

void write_exclusive(int i, struct ring *r) {
  mutex_lock(&mu);
  slot[i] = 3;
  *slot = 1;
  r->buf[i] = 'x';
  mutex_unlock(&mu);
}
