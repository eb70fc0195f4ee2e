/* acquired_order_pointer_members.c's locks, taken in the order their
   declarations give. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));

struct device {
  struct mutex *mu;
  struct mutex *io __attribute__((acquired_after(mu)));
  struct mutex *stats __attribute__((acquired_before(io)));
};
void right(struct device *d) {
  lock(d->mu);
  lock(d->stats);
  lock(d->io);
  unlock(d->io);
  unlock(d->stats);
  unlock(d->mu);
}
