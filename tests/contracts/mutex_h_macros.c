// flags: -Iinclude
/* The macros of include/annotalysis.h, Clang's mutex.h style, give the
   same contracts as the attributes they stand for. */
#include "annotalysis.h"

struct CAPABILITY("mutex") REENTRANT_CAPABILITY mutex { int x; };
struct LOCKABLE lock { int x; };
struct mutex mu, mu2;
struct lock lk;

struct queue {
  int count GUARDED_BY(mu);
  int *items PT_GUARDED_BY(mu);
  struct mutex mu ACQUIRED_AFTER(mu2);
  struct mutex inner ACQUIRED_BEFORE(mu);
};

void lock(struct mutex *m) ACQUIRE(m);
void lock_shared(struct mutex *m) ACQUIRE_SHARED(m);
void unlock(struct mutex *m) RELEASE(m);
void unlock_shared(struct mutex *m) RELEASE_SHARED(m);
void unlock_any(struct mutex *m) RELEASE_GENERIC(m);
int trylock(struct mutex *m) TRY_ACQUIRE(1, m);
int trylock_shared(struct mutex *m) TRY_ACQUIRE_SHARED(1, m);
void push(struct queue *q, int v) REQUIRES(q->mu);
int peek(const struct queue *q) REQUIRES_SHARED(q->mu);
void drain(struct queue *q) EXCLUDES(q->mu, mu2);
void check(struct mutex *m) ASSERT_CAPABILITY(m);
void check_shared(struct mutex *m) ASSERT_SHARED_CAPABILITY(m);
struct mutex *queue_lock(struct queue *q) RETURN_CAPABILITY(q->mu);
void init(struct queue *q) NO_THREAD_SAFETY_ANALYSIS;
void pop(struct queue *q) REQUIRES(queue_lock(q));
// expected-no-diagnostics
/* expected-contracts
6: struct mutex: capability("mutex") reentrant
7: struct lock: capability("mutex")
12: field struct queue.count: guarded_by(mu)
13: field struct queue.items: pt_guarded_by(mu)
14: field struct queue.mu: acquired_after(mu2)
15: field struct queue.inner: acquired_before(mu)
18: function lock: acquire(*m)
19: function lock_shared: acquire_shared(*m)
20: function unlock: release(*m)
21: function unlock_shared: release_shared(*m)
22: function unlock_any: release_generic(*m)
23: function trylock: try_acquire(1, *m)
24: function trylock_shared: try_acquire_shared(1, *m)
25: function push: requires(q->mu)
26: function peek: requires_shared(q->mu)
27: function drain: excludes(q->mu, mu2)
28: function check: assert(*m)
29: function check_shared: assert_shared(*m)
30: function queue_lock: lock_returned(q->mu)
31: function init: no_analysis
32: function pop: requires(q->mu)
*/
