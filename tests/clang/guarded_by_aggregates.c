// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* guarded_by on a struct or an array variable guards every member and
   element: `stats.hits` is an access of stats, `table[0].n`, `*table`
   and `table->n` of table; pt_guarded_by guards what the pointer points
   to however it is reached (`cur[0].n`, `cur->inner.n`). */
#include "mutex.h"

struct inner { int n; };
struct cell { int n; struct inner inner; };
struct counters { int hits, misses; };

struct mutex mu;
struct counters stats GUARDED_BY(mu);
int slots[8] GUARDED_BY(mu);
struct cell table[8] GUARDED_BY(mu);
struct cell *cur PT_GUARDED_BY(mu);

void unlocked(void) {
  stats.hits++; // expected-warning{{writing variable 'stats' requires holding mutex 'mu' exclusively}}
  int m = stats.misses; // expected-warning{{reading variable 'stats' requires holding mutex 'mu'}}
  *slots = m; // expected-warning{{writing variable 'slots' requires holding mutex 'mu' exclusively}}
  table[0].n = 1; // expected-warning{{writing variable 'table' requires holding mutex 'mu' exclusively}}
  table->n = 2; // expected-warning{{writing variable 'table' requires holding mutex 'mu' exclusively}}
  (*table).n = 3; // expected-warning{{writing variable 'table' requires holding mutex 'mu' exclusively}}
  cur[0].n = 4; // expected-warning{{writing the value pointed to by 'cur' requires holding mutex 'mu' exclusively}}
  cur->inner.n = 5; // expected-warning{{writing the value pointed to by 'cur' requires holding mutex 'mu' exclusively}}
}

void locked(void) {
  mutex_lock(&mu);
  stats.hits++;
  int m = stats.misses;
  *slots = m;
  table[0].n = 1;
  table->n = 2;
  (*table).n = 3;
  cur[0].n = 4;
  cur->inner.n = 5;
  mutex_unlock(&mu);
}
