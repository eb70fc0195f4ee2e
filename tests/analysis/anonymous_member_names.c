/* A lock in an anonymous union is named as the source reaches it,
   'd->ul', not 'd->.ul': the anonymous member is not in the source. */
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));
struct dev { union { struct mutex ul; long pad; }; int n __attribute__((guarded_by(ul))); };

void write_unlocked(struct dev *d) {
  d->n = 1; // expected-warning{{writing variable 'n' requires holding mutex 'd->ul' exclusively}}
}

void leak(struct dev *d, int err) {
  lock(&d->ul); // expected-note{{mutex 'd->ul' acquired here}}
  if (err)
    return; // expected-warning{{mutex 'd->ul' is still held at the end of function}}
  unlock(&d->ul);
}
