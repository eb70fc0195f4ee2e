/* The Linux kernel's sparse annotations, defined here as the kernel
   defines them under __CHECKER__: __acquires and __releases are sparse's
   context attribute on a function, __acquire and __release its
   __context__ statement, and __cond_lock(x, c) acquires x where the
   condition c holds and gives 1 there, 0 elsewhere.  spin_trylock is
   made of __cond_lock, so its result says whether the lock is held.  A
   lock named by a pointer `l` is printed as '*l'.  One mistake per
   function: a try-lock's result ignored, an unlock where the try-lock
   failed, a lock released twice with __release, a lock still held at a
   return, a lock taken twice, and a try-lock wrapper's result ignored.
   A diagnostic from a __context__ statement written by a macro is
   reported where the macro is used, with a note where it is defined
   (__release, line 17), as Clang reports a diagnostic from a macro. */
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

void trylock_ignored(spinlock_t *l) {
  spin_trylock(l);
  work();
  spin_unlock(l); // expected-warning{{releasing mutex 'l' that was not held}}
}

int trylock_else_unlock(spinlock_t *l) {
  if (spin_trylock(l)) {
    work();
    spin_unlock(l);
    return 1;
  }
  spin_unlock(l); // expected-warning{{releasing mutex 'l' that was not held}}
  return 0;
}

void release_twice(spinlock_t *l) {
  __acquire(l);
  __release(l); // expected-note{{mutex 'l' released here}}
  __release(l); // expected-warning{{releasing mutex 'l' that was not held}}
  // expected-note@17{{expanded from macro '__release'}}
}

int leak(spinlock_t *l, int c) {
  spin_lock(l); // expected-note{{mutex 'l' acquired here}}
  if (c)
    return -1; // expected-warning{{mutex 'l' is still held at the end of function}}
  work();
  spin_unlock(l);
  return 0;
}

void lock_twice(struct dev *d) {
  spin_lock(&d->lock); // expected-note{{mutex acquired here}}
  spin_lock(&d->lock); // expected-warning{{acquiring mutex 'd->lock' that is already held}}
  d->count++;
  spin_unlock(&d->lock);
}

/* a try-lock wrapper in the kernel's style: its contract is inferred */
int dev_trylock(struct dev *d) {
  return __cond_lock(&d->lock, _raw_spin_trylock(&d->lock));
}

void dev_trylock_ignored(struct dev *d) {
  dev_trylock(d);
  d->count++;
  spin_unlock(&d->lock); // expected-warning{{releasing mutex 'd->lock' that was not held}}
}
