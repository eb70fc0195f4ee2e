// flags: -Iinclude
/* Four independent conditional locks: 16 lock sets, each kept apart, so
   every conditional release matches its conditional acquisition.  Also a
   loop whose body leaves the lock set as it found it.  clang-22 reports
   "not held on every path" at each join here. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex m1, m2, m3, m4;
void work(void);

void four(int c1, int c2, int c3, int c4) {
  if (c1) mutex_lock(&m1);
  if (c2) mutex_lock(&m2);
  if (c3) mutex_lock(&m3);
  if (c4) mutex_lock(&m4);
  work();
  if (c4) mutex_unlock(&m4);
  if (c3) mutex_unlock(&m3);
  if (c2) mutex_unlock(&m2);
  if (c1) mutex_unlock(&m1);
}

void loop(int n, int c) {
  for (int i = 0; i < n; i++) {
    if (c) mutex_lock(&m1);
    work();
    if (c) mutex_unlock(&m1);
  }
}
