// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* guarded_by on a global and on a struct member: reading needs the lock
   held (shared is enough), writing needs it held exclusively.  The locks
   are globals or members of globals: clang-22 does not yet bind a
   member's guard to a sibling member of the same object (Clang 23 does),
   so that form is not compared here. */
#include "mutex.h"

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

int read_unlocked(void) {
  return balance; // expected-warning{{reading variable 'balance' requires holding mutex 'mu'}}
}

void write_unlocked(void) {
  balance = 1; // expected-warning{{writing variable 'balance' requires holding mutex 'mu' exclusively}}
}

void write_shared(void) {
  mutex_lock_shared(&mu);
  balance = 2; // expected-warning{{writing variable 'balance' requires holding mutex 'mu' exclusively}}
  mutex_unlock_shared(&mu);
}

void increment_unlocked(void) {
  balance++; // expected-warning{{writing variable 'balance' requires holding mutex 'mu' exclusively}}
}

void member_unlocked(struct stats *s) {
  s->hits = 0; // expected-warning{{writing variable 'hits' requires holding mutex 'mu' exclusively}}
  if (s->hits) // expected-warning{{reading variable 'hits' requires holding mutex 'mu'}}
    return;
}

void member_after_unlock(struct stats *s) {
  mutex_lock(&mu);
  s->hits++;
  mutex_unlock(&mu);
  s->hits++; // expected-warning{{writing variable 'hits' requires holding mutex 'mu' exclusively}}
}

void member_of_global_lock(void) {
  mutex_lock(&mu);
  total = 3; // expected-warning{{writing variable 'total' requires holding mutex 'bank.lock' exclusively}}
  mutex_unlock(&mu);
}
