/* A member of a nested or anonymous struct or union guarded by a lock of
   the enclosing struct: the name is looked up in the enclosing struct, as
   Clang does, and an access needs that struct's lock, p->mu for p->s.hits.
   Clang names it '&a::mu' for the nested struct and, for the anonymous
   union, looks for mu in the union (so it warns even with p->mu held);
   annotalysis names the lock by its access path and knows p->mu. */
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));

struct a {
  struct mutex mu;
  struct { int hits __attribute__((guarded_by(&mu))); } s;
  union { int u __attribute__((guarded_by(mu))); };
  struct { struct { int deep __attribute__((guarded_by(mu))); } in; } two[2];
};

void write_unlocked(struct a *p) {
  p->s.hits = 1; // expected-warning{{writing variable 'hits' requires holding mutex 'p->mu' exclusively}}
  p->u = 2; // expected-warning{{writing variable 'u' requires holding mutex 'p->mu' exclusively}}
  p->two[1].in.deep = 3; // expected-warning{{writing variable 'deep' requires holding mutex 'p->mu' exclusively}}
}

int read_other_lock(struct a *p, struct a *q) {
  lock(&q->mu);
  int n = p->s.hits; // expected-warning{{reading variable 'hits' requires holding mutex 'p->mu'}} expected-note{{found near match 'q->mu'}}
  unlock(&q->mu);
  return n;
}

struct b {
  struct mutex first;
  struct {
    struct mutex second __attribute__((acquired_after(first)));
  } inner;
};

void wrong_order(struct b *p) {
  lock(&p->inner.second);
  lock(&p->first); // expected-warning{{mutex 'p->first' must be acquired before 'p->inner.second'}}
  unlock(&p->first);
  unlock(&p->inner.second);
}
