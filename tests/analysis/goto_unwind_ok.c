// flags: -Iinclude
/* goto-based error unwinding with three locks: each error path jumps to
   the label that releases what it took, in reverse order.  clang-22
   does not resolve a member's guard relative to the object in C (it
   names the lock 'mu') and warns at the member accesses here. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct dev { struct mutex a, b, c; int state GUARDED_BY(c); };
int step(int n);

int setup(struct dev *d) {
  int err;
  mutex_lock(&d->a);
  err = step(1);
  if (err)
    goto out_a;
  mutex_lock(&d->b);
  err = step(2);
  if (err)
    goto out_b;
  mutex_lock(&d->c);
  err = step(3);
  if (err)
    goto out_c;
  d->state = 1;
out_c:
  mutex_unlock(&d->c);
out_b:
  mutex_unlock(&d->b);
out_a:
  mutex_unlock(&d->a);
  return err;
}
