// flags: -Iinclude
/* pt_guarded_by: the pointer itself may be read and changed without the
   lock; `*p`, `p->f`, `p[i]` under the lock (a shared hold to read).
   clang-22 does not resolve a member's guard relative to the object in
   C (it names the lock 'mu') and warns at the member accesses here. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

struct item { int value; };
struct mutex mu;
int *p PT_GUARDED_BY(mu);
struct item *it PT_GUARDED_BY(mu);
int storage[4];

struct queue {
  struct mutex mu;
  int *items PT_GUARDED_BY(mu);
};

int pointer_itself(void) {
  p = storage;
  int *copy = p;
  return copy == storage;
}

int reads(int i) {
  mutex_lock_shared(&mu);
  int v = *p + it->value + p[i];
  mutex_unlock_shared(&mu);
  return v;
}

void writes(int i) {
  mutex_lock(&mu);
  *p = 1;
  it->value = 2;
  p[i] = 3;
  mutex_unlock(&mu);
}

int member(struct queue *q, int i) {
  mutex_lock(&q->mu);
  q->items[i] = 1;
  int v = *q->items;
  mutex_unlock(&q->mu);
  return v;
}
