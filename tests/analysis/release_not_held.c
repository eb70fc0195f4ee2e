// flags: -Iinclude
/* Releasing a lock that is not held: never acquired, released twice, a
   different object's lock, and the old spelling unlock_function. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void old_unlock(struct mutex *m) __attribute__((unlock_function(*m)));

struct mutex mu;
struct account { struct mutex mu; int balance GUARDED_BY(mu); };

void never(void) EXCLUDES(mu) { /* a function without annotations would be an unlock wrapper */
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}

void twice(void) {
  mutex_lock(&mu);
  mutex_unlock(&mu); // expected-note{{mutex 'mu' released here}}
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}

void wrong_object(struct account *a, struct account *b) {
  mutex_lock(&a->mu);
  mutex_unlock(&b->mu); // expected-warning{{releasing mutex 'b->mu' that was not held}}
  mutex_unlock(&a->mu);
}

void old_spelling(void) EXCLUDES(mu) {
  old_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}
