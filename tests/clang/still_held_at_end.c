// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* A lock acquired and not released before the function returns, with a
   note at the acquisition; a shared hold too.  The functions say
   EXCLUDES(mu): annotalysis would otherwise infer that an un-annotated
   function which only acquires is meant to (an ACQUIRE contract), as
   Clang does not. */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);

void leak(void) EXCLUDES(mu) {
  mutex_lock(&mu); // expected-note{{acquired here}}
  count++;
} // expected-warning{{mutex 'mu' is still held at the end of function}}

void leak_shared(void) EXCLUDES(mu) {
  mutex_lock_shared(&mu); // expected-note{{acquired here}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}
