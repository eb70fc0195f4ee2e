/* acquired_before / acquired_after on members that point to the locks:
   the order the declarations give holds for the locks they point to, as
   for locks that are members themselves.  (Clang names each lock by its
   member alone, 'mu' and 'io'.) */
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));

struct device {
  struct mutex *mu;
  struct mutex *io __attribute__((acquired_after(mu)));
  struct mutex *stats __attribute__((acquired_before(io)));
};
struct device dev;

void wrong(void) {
  lock(dev.io);
  lock(dev.mu); // expected-warning{{mutex 'dev.mu' must be acquired before 'dev.io'}}
  lock(dev.stats); // expected-warning{{mutex 'dev.stats' must be acquired before 'dev.io'}}
  unlock(dev.stats);
  unlock(dev.mu);
  unlock(dev.io);
}
