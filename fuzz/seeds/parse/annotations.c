/* Capability arguments written as expressions: address-of, dereferences,
   arrows, member access, indexes and casts.  What is printed is the lock
   object: `&x` is x, a pointer p is *p, `*&x` is x and `(&s)->m` is s.m. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct dev {
  struct mutex lock;
  struct mutex *plock;
  struct mutex locks[4];
};
struct dev dev0;
struct mutex *mp;
struct mutex **mpp;

void f1(struct dev *d) __attribute__((requires_capability(&d->lock)));
void f2(struct dev *d) __attribute__((requires_capability(d->lock)));
void f3(struct dev *d) __attribute__((requires_capability(d->plock)));
void f4(struct dev *d) __attribute__((requires_capability(*d->plock)));
void f5(void) __attribute__((requires_capability(dev0.lock, &dev0.locks[2])));
void f6(void) __attribute__((requires_capability(*mp, **mpp)));
void f7(void) __attribute__((requires_capability(*&dev0.lock, (&dev0)->lock)));
void f8(void *priv) __attribute__((requires_capability(*(struct mutex **)priv)));
void f9(void *priv) __attribute__((requires_capability((struct mutex *)priv)));
void f10(struct dev *d, int i) __attribute__((requires_capability(d->locks[i])));
void f11(unsigned long word) __attribute__((requires_capability((struct mutex *)word)));
struct dev2 { union { struct mutex ul; long pad; }; };
void f12(struct dev2 *d) __attribute__((requires_capability(d->ul, &d->ul)));
// expected-no-diagnostics
/* expected-contracts
4: struct mutex: capability("mutex")
14: function f1: requires(d->lock)
15: function f2: requires(d->lock)
16: function f3: requires(*d->plock)
17: function f4: requires(*d->plock)
18: function f5: requires(dev0.lock, dev0.locks[2])
19: function f6: requires(*mp, **mpp)
20: function f7: requires(dev0.lock, dev0.lock)
21: function f8: requires(**(struct mutex **)priv)
22: function f9: requires(*(struct mutex *)priv)
23: function f10: requires(d->locks[i])
24: function f11: requires(*(struct mutex *)word)
26: function f12: requires(d->ul, d->ul)
*/
/* Function annotations on function pointers (as Clang 23 allows): on a
   variable, a struct field (an ops table) and a parameter.  They name the
   pointer's own parameters, and a field's may name sibling members too. */
struct mutex mu;

void (*lock_fn)(struct mutex *m) __attribute__((acquire_capability(m)));

struct ops {
  void (*lock)(struct mutex *l) __attribute__((acquire_capability(l)));
  void (*flush)(void) __attribute__((requires_capability(guard)));
  struct mutex guard;
};

void run(void (*cb)(void) __attribute__((requires_capability(mu))));
// expected-no-diagnostics
/* expected-contracts
4: struct mutex: capability("mutex")
7: variable lock_fn: acquire(*m)
10: field struct ops.lock: acquire(*l)
11: field struct ops.flush: requires(guard)
15: parameter cb: requires(mu)
*/
/* A member's annotation may name a member declared later in the same
   struct; the guard is relative to the enclosing object and printed as
   the member's name.  A member name wins over a global of the same name,
   and a name that is no member is looked up as usual. */
struct mutex mu, global_mu;

struct account {
  int balance __attribute__((guarded_by(mu)));
  int *history __attribute__((pt_guarded_by(mu), guarded_by(mu)));
  int total __attribute__((guarded_by(global_mu)));
  struct mutex mu;
  struct mutex second __attribute__((acquired_after(mu)));
};

/* Nested structs: a member of a member, and a struct inside a struct whose
   own members are resolved in it. */
struct outer {
  int hits __attribute__((guarded_by(inner.lock)));
  struct inner {
    int count __attribute__((guarded_by(lock)));
    struct mutex lock;
  } inner;
  struct inner more[2];
  int misses __attribute__((guarded_by(more[1].lock)));
  union {
    struct mutex ulock;
    long pad;
  };
  int anon __attribute__((guarded_by(ulock)));
};
// expected-no-diagnostics
/* expected-contracts
5: struct mutex: capability("mutex")
9: field struct account.balance: guarded_by(mu)
10: field struct account.history: guarded_by(mu) pt_guarded_by(mu)
11: field struct account.total: guarded_by(global_mu)
13: field struct account.second: acquired_after(mu)
21: field struct inner.count: guarded_by(lock)
19: field struct outer.hits: guarded_by(inner.lock)
25: field struct outer.misses: guarded_by(more[1].lock)
30: field struct outer.anon: guarded_by(ulock)
*/
