/* acquired_order_pointer_members.c's declared order, broken through a
   call: the lock graph's classes of the locks pointer members point to
   are those the declarations give. */
struct __attribute__((capability("mutex"))) mutex { int x; };
void lock(struct mutex *m) __attribute__((acquire_capability(m)));
void unlock(struct mutex *m) __attribute__((release_capability(m)));

struct device {
  struct mutex *mu;
  struct mutex *io __attribute__((acquired_after(mu)));
};

void take_mu(struct device *d) {
  lock(d->mu);
  unlock(d->mu);
}

void wrong(struct device *d) {
  lock(d->io); // expected-note{{'d->io' acquired here}}
  take_mu(d); // expected-warning{{'*struct device.mu' must be acquired before '*struct device.io', but calling 'take_mu' acquires it while 'd->io' is held}} expected-note@-6{{'*struct device.mu' acquired here, in function 'take_mu'}}
  unlock(d->io);
}

void right(struct device *d) {
  take_mu(d);
  lock(d->io);
  unlock(d->io);
}
