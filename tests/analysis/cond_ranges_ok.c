// flags: -Iinclude
/* Conditions on numbers that say the same, or one that follows from
   another: n > 0 and n >= 1, n < 10 and !(n >= 10), n >= 10 excluding
   n > 20 on the other side, a comparison kept in a variable, and a
   constant compared. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void same(int n) {
  if (n > 0)
    mutex_lock(&mu);
  work();
  if (n >= 1)
    mutex_unlock(&mu);
}

void negated(int n) {
  if (n < 10)
    mutex_lock(&mu);
  if (!(n >= 10)) {
    counter = 1;
    mutex_unlock(&mu);
  }
}

void follows(int n) {
  if (n >= 10)
    mutex_lock(&mu);
  if (n >= 10) {
    counter = 2;
    mutex_unlock(&mu);
  } else if (n > 20) {
    counter = 3; /* n < 10 here: never */
  }
}

void kept(int n) {
  int big = n > 100;
  if (big)
    mutex_lock(&mu);
  work();
  if (n >= 101)
    mutex_unlock(&mu);
}

void constant(void) {
  int n = 4;
  if (n > 3)
    mutex_lock(&mu);
  counter = 4;
  if (3 < n)
    mutex_unlock(&mu);
}
