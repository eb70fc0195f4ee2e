// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* guarded_by respected: reads under a shared or exclusive hold, writes
   under an exclusive hold, on a global, a struct member guarded by a
   global, and a global guarded by a member of a global struct. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu;
int balance GUARDED_BY(mu);

struct stats {
  int hits GUARDED_BY(mu);
};

struct bank {
  struct mutex lock;
  int open;
} bank;
int total GUARDED_BY(bank.lock);

int read_shared(void) {
  int v;
  mutex_lock_shared(&mu);
  v = balance;
  mutex_unlock_shared(&mu);
  return v;
}

void write_exclusive(void) {
  mutex_lock(&mu);
  balance = 1;
  balance++;
  mutex_unlock(&mu);
}

void member(struct stats *s) {
  mutex_lock(&mu);
  s->hits += s->hits;
  mutex_unlock(&mu);
}

void member_of_global_lock(void) {
  mutex_lock(&bank.lock);
  total = bank.open;
  mutex_unlock(&bank.lock);
}

/* Taking the address of the lock is no access to the guarded data. */
struct mutex *lock_of(void) { return &mu; }
