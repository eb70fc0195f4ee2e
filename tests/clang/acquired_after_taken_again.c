// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* A lock taken again while a lock declared to come after it is held is
   both taken twice and taken out of order. */
#include "mutex.h"

struct mutex first;
struct mutex second ACQUIRED_AFTER(first);

void again(void) {
  mutex_lock(&first); // expected-note{{acquired here}}
  mutex_lock(&second);
  mutex_lock(&first); // expected-warning{{acquiring mutex 'first' that is already held}} expected-warning{{mutex 'first' must be acquired before 'second'}}
  mutex_unlock(&second);
  mutex_unlock(&first);
}
