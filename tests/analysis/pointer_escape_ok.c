// flags: -Iinclude
/* Pointers to guarded data passed and returned with the lock held; the
   pointer variable itself and unguarded data need nothing. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int x; };
void lock(struct mutex *m) ACQUIRE(m);
void lock_shared(struct mutex *m) ACQUIRE_SHARED(m);
void unlock(struct mutex *m) RELEASE(m);
void unlock_shared(struct mutex *m) RELEASE_SHARED(m);
struct mutex mu;
int a GUARDED_BY(mu);
int *b PT_GUARDED_BY(mu);
int free_data;
struct s { struct mutex lock; int n GUARDED_BY(lock); };
void use(int *p);
void peek(const int *p);

int *give(void) REQUIRES(mu) { return &a; }
const int *give_const(void) REQUIRES_SHARED(mu) { return &a; }
int *give_free(void) { return &free_data; }

void pass(struct s *x) {
  lock(&mu);
  use(&a);
  use(b);
  unlock(&mu);
  lock_shared(&mu);
  peek(&a);
  unlock_shared(&mu);
  lock(&x->lock);
  use(&x->n);
  unlock(&x->lock);
  use(&free_data);
}
// expected-no-diagnostics
