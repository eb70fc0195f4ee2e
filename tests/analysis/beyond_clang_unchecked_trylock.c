// flags: -Iinclude
/* A try-lock whose result is dropped: when it succeeds the lock is never
   released.  Clang is wrong here: clang-22 treats an unchecked try-lock
   as acquiring nothing, so it reports only the write at line 18 and not
   the leak (a patch series for Clang, llvm-project #220635, adds "unchecked
   result of try-acquire" for this case).  annotalysis follows the path on
   which the call succeeded and reports the lock still held at the end. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);

struct mutex mu;
int count GUARDED_BY(mu);

void unchecked(void) EXCLUDES(mu) {
  mutex_trylock(&mu); // expected-note{{mutex 'mu' acquired here}}
  count = 2; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
} // expected-warning{{mutex 'mu' is still held at the end of function}}
