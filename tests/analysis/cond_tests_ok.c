// flags: -Iinclude
/* The correct forms of cond_tests.c: each lock is taken and released
   under the same condition, and the data read only under it; the path
   sensitivity follows `c == 2`, `n > 0`, `flags & 4`, switches, global
   and per-object flags (lock functions do not change them), and try-locks
   compared with their success value.  Clang reports most of these. */
#include "annotalysis.h"
#include <stdbool.h>

struct CAPABILITY("mutex") mutex { int x; };
void mutex_lock(struct mutex *m) ACQUIRE(m);
void mutex_unlock(struct mutex *m) RELEASE(m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, m);
struct mutex mu;
int counter GUARDED_BY(mu);
int use_locks;
struct opts { int locking; };

void eq2(int c) {
  if (c == 2)
    mutex_lock(&mu);
  if (c == 2)
    mutex_unlock(&mu);
}

void gt(int n) {
  if (n > 0)
    mutex_lock(&mu);
  if (n > 0)
    counter = 1;
  if (n > 0)
    mutex_unlock(&mu);
}

void bits(unsigned flags) {
  if (flags & 4)
    mutex_lock(&mu);
  if (flags & 4)
    mutex_unlock(&mu);
}

void sw(int mode) {
  switch (mode) {
  case 1: mutex_lock(&mu); break;
  default: break;
  }
  switch (mode) {
  case 1: counter = 1; mutex_unlock(&mu); break;
  default: break;
  }
}

void sw0(int mode) {
  switch (mode) {
  case 0: break;
  default: mutex_lock(&mu); break;
  }
  if (mode)
    mutex_unlock(&mu);
}

void global_flag(void) {
  if (use_locks)
    mutex_lock(&mu);
  if (use_locks)
    mutex_unlock(&mu);
}

void object_flag(const struct opts *o) {
  if (o->locking)
    mutex_lock(&mu);
  if (o->locking)
    mutex_unlock(&mu);
}

void try_eq(void) {
  if (mutex_trylock(&mu) == 1) {
    counter = 3;
    mutex_unlock(&mu);
  }
}

void try_bool(void) {
  bool ok = mutex_trylock(&mu);
  if (ok == true) {
    counter = 4;
    mutex_unlock(&mu);
  }
}
// expected-no-diagnostics
