/* The correct twin of anonymous_member_names.c: the lock in the anonymous
   union is held where its data is written, and released on every path. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));
struct dev { union { struct mutex ul; long pad; }; int n __attribute__((guarded_by(ul))); };

void write_locked(struct dev *d, int err) {
  lock(&d->ul);
  if (err) {
    unlock(&d->ul);
    return;
  }
  d->n = 1;
  unlock(&d->ul);
}
