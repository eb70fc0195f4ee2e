// flags: -Iinclude
/* Negated conditions: locked under !c and released under !c, or under c
   in the else branch; == 0 and != 0 forms, and a double negation.
   clang-22, which is not path-sensitive, reports each of these at the
   join and at the release. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void negated(int c) {
  if (!c)
    mutex_lock(&mu);
  work();
  if (!c) {
    counter = 1;
    mutex_unlock(&mu);
  }
}

void else_branch(int c) {
  if (c)
    work();
  else
    mutex_lock(&mu);
  if (c == 0)
    mutex_unlock(&mu);
}

void not_equal(int *p) {
  if (p != 0)
    mutex_lock(&mu);
  if (!!p)
    mutex_unlock(&mu);
}
