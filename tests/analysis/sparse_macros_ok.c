/* sparse_macros.c done right: the Linux kernel's sparse annotations as
   the kernel defines them under __CHECKER__, with spin_trylock made of
   __cond_lock, whose value says whether the lock was taken: unlocked
   where it was (tested directly, negated with an early return, stored),
   __acquire and __release balanced, functions annotated __acquires and
   __releases whose bodies use __acquire and __release, and a try-lock
   wrapper in the kernel's style, whose contract is inferred. */
// expected-no-diagnostics
# define __acquires(x) __attribute__((context(x,0,1)))
# define __releases(x) __attribute__((context(x,1,0)))
# define __acquire(x) __context__(x,1)
# define __release(x) __context__(x,-1)
# define __cond_lock(x,c) ((c) ? ({ __acquire(x); 1; }) : 0)

typedef struct { int raw; } spinlock_t;
void spin_lock(spinlock_t *l) __acquires(l);
void spin_unlock(spinlock_t *l) __releases(l);
int _raw_spin_trylock(spinlock_t *l);
#define spin_trylock(l) __cond_lock(l, _raw_spin_trylock(l))

struct dev {
  spinlock_t lock;
  int count;
};
void work(void);

void trylock_if(spinlock_t *l) {
  if (spin_trylock(l)) {
    work();
    spin_unlock(l);
  }
}

void trylock_bail_out(spinlock_t *l) {
  if (!spin_trylock(l))
    return;
  work();
  spin_unlock(l);
}

int trylock_stored(spinlock_t *l) {
  int locked = spin_trylock(l);
  if (locked) {
    work();
    spin_unlock(l);
  }
  return locked;
}

void lock_unlock(struct dev *d) {
  spin_lock(&d->lock);
  d->count++;
  spin_unlock(&d->lock);
}

void acquire_release(spinlock_t *l) {
  __acquire(l);
  work();
  __release(l);
}

/* the raw locks underneath, annotated as the kernel does */
void raw_lock(spinlock_t *l) __acquires(l) {
  __acquire(l);
}

void raw_unlock(spinlock_t *l) __releases(l) {
  __release(l);
}

void raw_pair(spinlock_t *l) {
  raw_lock(l);
  work();
  raw_unlock(l);
}

/* a try-lock wrapper in the kernel's style: its contract is inferred */
int dev_trylock(struct dev *d) {
  return __cond_lock(&d->lock, _raw_spin_trylock(&d->lock));
}

int dev_try_count(struct dev *d) {
  if (!dev_trylock(d))
    return -1;
  d->count++;
  spin_unlock(&d->lock);
  return 0;
}
