/* The twin of pt_guarded_through_deref.c: the same accesses with the lock
   held, and the pointer itself, which pt_guarded_by does not guard. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));
struct point { int x, y; };
struct mutex mu;
struct point *pt __attribute__((pt_guarded_by(mu)));

int write_locked(struct point *other) {
  lock(&mu);
  (*pt).x = 2;
  pt->y = (*pt).x;
  unlock(&mu);
  pt = other;
  return pt != 0;
}
