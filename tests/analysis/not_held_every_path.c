// flags: -Iinclude
/* Five independent conditional locks make 32 lock sets meet after the
   fifth `if`: past 16 the analysis merges them as Clang does, reports
   each lock held on some paths only (at the first statement after the
   join, with a note at its acquisition), and drops it, so each later
   release is of a lock not held.  Four conditions are understood (the
   _ok twin); clang-22 reports each lock at the join after its own `if`. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex m1, m2, m3, m4, m5;
void work(void);

void five(int c1, int c2, int c3, int c4, int c5) {
  if (c1) mutex_lock(&m1); // expected-note{{mutex acquired here}}
  if (c2) mutex_lock(&m2); // expected-note{{mutex acquired here}}
  if (c3) mutex_lock(&m3); // expected-note{{mutex acquired here}}
  if (c4) mutex_lock(&m4); // expected-note{{mutex acquired here}}
  if (c5) mutex_lock(&m5); // expected-note{{mutex acquired here}}
  work(); // expected-warning{{mutex 'm1' is not held on every path through here}}
          // expected-warning@-1{{mutex 'm2' is not held on every path through here}}
          // expected-warning@-2{{mutex 'm3' is not held on every path through here}}
          // expected-warning@-3{{mutex 'm4' is not held on every path through here}}
          // expected-warning@-4{{mutex 'm5' is not held on every path through here}}
  if (c5) mutex_unlock(&m5); // expected-warning{{releasing mutex 'm5' that was not held}}
  if (c4) mutex_unlock(&m4); // expected-warning{{releasing mutex 'm4' that was not held}}
  if (c3) mutex_unlock(&m3); // expected-warning{{releasing mutex 'm3' that was not held}}
  if (c2) mutex_unlock(&m2); // expected-warning{{releasing mutex 'm2' that was not held}}
  if (c1) mutex_unlock(&m1); // expected-warning{{releasing mutex 'm1' that was not held}}
}
