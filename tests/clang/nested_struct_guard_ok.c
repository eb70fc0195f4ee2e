// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* nested_struct_guard.c's access with the enclosing struct's lock held. */
// expected-no-diagnostics
#include "mutex.h"

struct stats {
  struct mutex mu;
  struct { int hits GUARDED_BY(&mu); } s;
};

void count(struct stats *p) {
  mutex_lock(&p->mu);
  p->s.hits++;
  mutex_unlock(&p->mu);
}
