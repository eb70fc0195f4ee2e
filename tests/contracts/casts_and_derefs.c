/* Capability arguments written as expressions: address-of, dereferences,
   arrows, member access, indexes and casts.  The lock object is printed as warnings
   name it: `&x` is x, a pointer p *p, `*&x` x, `(&s)->m` s.m; a cast is no part of it. */
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
21: function f8: requires(**priv)
22: function f9: requires(*priv)
23: function f10: requires(d->locks[i])
24: function f11: requires(*word)
26: function f12: requires(d->ul, d->ul)
*/
