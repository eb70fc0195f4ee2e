// flags: -Iinclude
/* Scoped locking with __attribute__((cleanup)), the Linux guard() idiom:
   the cleanup function is annotated RELEASE(*(struct mutex **)p) and runs
   when the guard variable's scope ends, on every way out of it: falling
   off the end of the block, an early return, a goto out of the scope, a
   break out of a loop; also a cleanup taking `struct mutex **` and the
   kernel's scoped_guard() for statement.  The guard is either initialized by a function
   that locks and returns the lock, or declared after the lock. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
struct mutex *lock_and_return(struct mutex *m) ACQUIRE(*m) RETURN_CAPABILITY(*m);
void unlock_cleanup(void *p) RELEASE(*(struct mutex **)p);
void unlock_typed(struct mutex **p) RELEASE(**p);

/* The kernel's scoped_guard(): a for statement that runs its body once. */
#define scoped_guard(m)                                                              \
  for (struct mutex *scope __attribute__((cleanup(unlock_cleanup))) = lock_and_return(m), \
                    *done = 0;                                                       \
       !done; done = (struct mutex *)1)

struct mutex mu;
int counter GUARDED_BY(mu);
int check(void);

void block_scope(void) {
  {
    struct mutex *guard __attribute__((cleanup(unlock_cleanup))) = lock_and_return(&mu);
    counter = 1;
  }
  mutex_lock(&mu);
  mutex_unlock(&mu);
}

int early_return(void) {
  struct mutex *guard __attribute__((cleanup(unlock_cleanup))) = lock_and_return(&mu);
  if (check())
    return -1;
  counter = 2;
  return 0;
}

int goto_out(void) {
  int err = 0;
  {
    struct mutex *guard __attribute__((cleanup(unlock_cleanup))) = lock_and_return(&mu);
    if (check()) {
      err = -1;
      goto out;
    }
    counter = 3;
  }
out:
  mutex_lock(&mu);
  mutex_unlock(&mu);
  return err;
}

void lock_then_declare(void) {
  mutex_lock(&mu);
  struct mutex *guard __attribute__((cleanup(unlock_cleanup))) = &mu;
  counter = 4;
}

void in_loop(int n) {
  for (int i = 0; i < n; i++) {
    struct mutex *guard __attribute__((cleanup(unlock_cleanup))) = lock_and_return(&mu);
    if (check())
      break;
    if (counter > 5)
      continue;
    counter++;
  }
}

void typed_cleanup(void) {
  struct mutex *guard __attribute__((cleanup(unlock_typed))) = lock_and_return(&mu);
  counter = 6;
}

int scoped(void) {
  scoped_guard(&mu) {
    if (check())
      return -1;
    counter = 7;
  }
  mutex_lock(&mu);
  mutex_unlock(&mu);
  return 0;
}
