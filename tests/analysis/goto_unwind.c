// flags: -Iinclude
/* goto-based error unwinding with three locks where one error path
   returns directly instead of jumping to its label: the three locks it
   leaks are each reported once, at that return, with a note at each
   acquisition; the other paths are fine.  clang-22 reports the leaks at
   the closing brace, as locks "not held on every path through here";
   clang-22 does not resolve a member's guard relative to the object in
   C and also warns at the member accesses here. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct dev { struct mutex a, b, c; int state GUARDED_BY(c); };
int step(int n);

int setup(struct dev *d) {
  int err;
  mutex_lock(&d->a); // expected-note{{mutex 'd->a' acquired here}}
  err = step(1);
  if (err)
    goto out_a;
  mutex_lock(&d->b); // expected-note{{mutex 'd->b' acquired here}}
  err = step(2);
  if (err)
    goto out_b;
  mutex_lock(&d->c); // expected-note{{mutex 'd->c' acquired here}}
  err = step(3);
  if (err)
    return err; // expected-warning{{mutex 'd->a' is still held at the end of function}}
                // expected-warning@-1{{mutex 'd->b' is still held at the end of function}}
                // expected-warning@-2{{mutex 'd->c' is still held at the end of function}}
  d->state = 1;
  mutex_unlock(&d->c);
out_b:
  mutex_unlock(&d->b);
out_a:
  mutex_unlock(&d->a);
  return err;
}

/* Jumping to the wrong label leaks d->b at the common return; only that
   lock, once. */
int wrong_label(struct dev *d) {
  int err;
  mutex_lock(&d->a);
  err = step(1);
  if (err)
    goto out_a;
  mutex_lock(&d->b); // expected-note{{mutex 'd->b' acquired here}}
  err = step(2);
  if (err)
    goto out_a;
  mutex_lock(&d->c);
  err = step(3);
  if (err)
    goto out_c;
  d->state = 1;
out_c:
  mutex_unlock(&d->c);
  mutex_unlock(&d->b);
out_a:
  mutex_unlock(&d->a);
  return err; // expected-warning{{mutex 'd->b' is still held at the end of function}}
}
