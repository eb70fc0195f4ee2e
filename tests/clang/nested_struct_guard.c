// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* A member of a nested struct guarded by a lock of the struct around it:
   the name is looked up in the enclosing struct. */
#include "mutex.h"

struct stats {
  struct mutex mu;
  struct { int hits GUARDED_BY(&mu); } s;
};

void count(struct stats *p) {
  p->s.hits++; // expected-warning{{writing variable 'hits' requires holding mutex}}
}
