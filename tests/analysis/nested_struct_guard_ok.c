/* Twin of nested_struct_guard.c: with the enclosing struct's lock held, a
   member of a nested or anonymous struct or union it guards is used
   without warning, and the order declared in a nested struct is kept. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));

struct a {
  struct mutex mu;
  struct { int hits __attribute__((guarded_by(&mu))); } s;
  union { int u __attribute__((guarded_by(mu))); };
  struct { struct { int deep __attribute__((guarded_by(mu))); } in; } two[2];
};

int write_locked(struct a *p) {
  lock(&p->mu);
  p->s.hits = 1;
  p->u = 2;
  p->two[1].in.deep = 3;
  int n = p->s.hits + p->u;
  unlock(&p->mu);
  return n;
}

struct b {
  struct mutex first;
  struct {
    struct mutex second __attribute__((acquired_after(first)));
  } inner;
};

void right_order(struct b *p) {
  lock(&p->first);
  lock(&p->inner.second);
  unlock(&p->inner.second);
  unlock(&p->first);
}

/* The nested struct used where the struct around it is not known: its
   guard names no lock the analysis can follow, and nothing is said. */
struct c {
  struct mutex mu;
  struct inner { int hits __attribute__((guarded_by(&mu))); } in;
};

void through_inner(struct inner *q) {
  q->hits = 1;
}
