// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* A loop whose body changes what is held: the state at the back edge
   differs from the state at the loop's start.  (A for loop with the same
   body is left out: annotalysis reports there the second acquisition and
   the leak instead.) */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);

void lock_in_loop(int n) EXCLUDES(mu) {
  while (n-- > 0) { // expected-warning{{expecting mutex 'mu' to be held at start of each loop}}
    mutex_lock(&mu); // expected-note{{acquired here}}
    count++;
  }
}
