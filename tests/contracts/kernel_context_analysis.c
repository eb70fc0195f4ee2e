// flags: -DWARN_CONTEXT_ANALYSIS -Itests/contracts/inc
/* Code annotated with the Linux kernel's context-analysis macros (Linux
   7.0), which expand to Clang's attributes: lock types made with
   context_lock_struct, a token lock (RCU) that is a pointer to an abstract
   capability, guarded members naming later members, and symbolic
   try-lock results. */
#include "linux_context_analysis.h"

context_lock_struct(spinlock) { int raw; };
typedef struct spinlock spinlock_t;
context_lock_struct(mutex, __reentrant_ctx_lock) { long owner; };
token_context_lock(RCU, __reentrant_ctx_lock);

struct dev {
  int count __guarded_by(&lock);
  int *buf __pt_guarded_by(&lock);
  spinlock_t lock;
};

void spin_lock(spinlock_t *lock) __acquires(lock);
void spin_unlock(spinlock_t *lock) __releases(lock);
int spin_trylock(spinlock_t *lock) __cond_acquires(true, lock);
int mutex_lock_interruptible(struct mutex *m) __cond_acquires(0, m);
void dev_update(struct dev *d) __must_hold(&d->lock);
void dev_reset(struct dev *d) __must_not_hold(&d->lock);
void rcu_read_lock(void) __acquires_shared(RCU);
void rcu_read_unlock(void) __releases_shared(RCU);
int rcu_reader(void) __must_hold_shared(RCU);
void lockdep_assert_held(spinlock_t *l) __assumes_ctx_lock(l);
spinlock_t *dev_lock(struct dev *d) __returns_ctx_lock(&d->lock);
void dev_flush(struct dev *d) __must_hold(dev_lock(d));
void raw_spin_lock_impl(spinlock_t *l) __no_context_analysis;
// expected-no-diagnostics
/* expected-contracts
9: struct spinlock: capability("spinlock")
11: struct mutex: capability("mutex") reentrant
12: struct __ctx_lock_RCU: capability("__ctx_lock_RCU") reentrant
15: field struct dev.count: guarded_by(lock)
16: field struct dev.buf: pt_guarded_by(lock)
20: function spin_lock: acquire(*lock)
21: function spin_unlock: release(*lock)
22: function spin_trylock: try_acquire(1, *lock)
23: function mutex_lock_interruptible: try_acquire(0, *m)
24: function dev_update: requires(d->lock)
25: function dev_reset: excludes(d->lock)
26: function rcu_read_lock: acquire_shared(*RCU)
27: function rcu_read_unlock: release_shared(*RCU)
28: function rcu_reader: requires_shared(*RCU)
29: function lockdep_assert_held: assert(*l)
30: function dev_lock: lock_returned(d->lock)
31: function dev_flush: requires(d->lock)
32: function raw_spin_lock_impl: no_analysis
*/
