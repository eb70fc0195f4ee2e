// flags: -Iinclude
/* A local flag set where the lock is taken and tested later: the flag's
   value follows the lock (true/false, a bool, and a flag cleared when
   the lock is released early).  clang-22 reports these as "not held on
   every path". */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);
void work(void);

void flag(int c) {
  int locked = 0;
  if (c) {
    mutex_lock(&mu);
    locked = 1;
  }
  work();
  if (locked) {
    counter = 1;
    mutex_unlock(&mu);
  }
}

void bool_flag(int c) {
  _Bool locked = c > 3;
  if (locked)
    mutex_lock(&mu);
  work();
  if (locked)
    mutex_unlock(&mu);
}

void cleared(int c, int d) {
  int locked = 0;
  if (c) {
    mutex_lock(&mu);
    locked = 1;
  }
  if (locked && d) {
    mutex_unlock(&mu);
    locked = 0;
  }
  work();
  if (locked)
    mutex_unlock(&mu);
}
