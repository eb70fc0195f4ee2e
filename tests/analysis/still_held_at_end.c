// flags: -Iinclude
/* A lock still held when the function ends: reported at the return that
   leaks it, or at the closing brace when control falls off the end, with
   a note where it was acquired; once per lock and exit, even when several
   paths reach that exit.  clang-22 reports a leak at an early return at
   the function's closing brace instead ("not held on every path"), as
   its exit block merges all the returns; annotalysis names the return. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
struct account { struct mutex mu; int balance GUARDED_BY(mu); };

void falls_off(struct account *a) {
  mutex_lock(&a->mu); // expected-note{{mutex 'a->mu' acquired here}}
  a->balance = 0;
} // expected-warning{{mutex 'a->mu' is still held at the end of function}}

int early_return(struct account *a, int v) {
  mutex_lock(&a->mu); // expected-note{{mutex 'a->mu' acquired here}}
  if (v < 0)
    return -1; // expected-warning{{mutex 'a->mu' is still held at the end of function}}
  a->balance = v;
  mutex_unlock(&a->mu);
  return 0;
}

/* Two paths hold it at the same return: one warning. */
int two_paths(struct account *a, int c) {
  int r = 0;
  mutex_lock(&a->mu); // expected-note{{mutex 'a->mu' acquired here}}
  if (c)
    r = 1;
  else
    r = a->balance;
  return r; // expected-warning{{mutex 'a->mu' is still held at the end of function}}
}
