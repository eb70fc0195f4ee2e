// flags: -D__CHECKER__ -Itests/contracts/inc
/* Code annotated for sparse, as the Linux kernel was before 7.0: the
   context attribute means acquire (0, 1), release (1, 0) or requirement
   (1, 1).  Its expression is a name, not checked against a capability
   type, and may name nothing declared (RCU). */
#include "linux_sparse.h"

typedef struct spinlock { int raw; } spinlock_t;
struct dev {
  spinlock_t lock;
  int count;
};

void spin_lock(spinlock_t *lock) __acquires(lock);
void spin_unlock(spinlock_t *lock) __releases(lock);
int spin_trylock(spinlock_t *lock);
void dev_update(struct dev *d) __must_hold(&d->lock);
void rcu_read_lock(void) __acquires(RCU);
void rcu_read_unlock(void) __releases(RCU);
void anonymous(void) __attribute__((context(0, 1)));

static inline void raw_lock(spinlock_t *l) __acquires(l) { __acquire(l); }
static inline int dev_trylock(struct dev *d) { return __cond_lock(&d->lock, spin_trylock(&d->lock)); }
// expected-no-diagnostics
/* expected-contracts
14: function spin_lock: acquire(*lock)
15: function spin_unlock: release(*lock)
17: function dev_update: requires(d->lock)
18: function rcu_read_lock: acquire(RCU)
19: function rcu_read_unlock: release(RCU)
20: function anonymous: acquire()
22: function raw_lock: acquire(*l)
*/
