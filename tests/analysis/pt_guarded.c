// flags: -Iinclude
/* pt_guarded_by guards what a pointer points to, not the pointer: `*p`,
   `p->f` and `p[i]` need the lock (exclusively to write); a global
   pointer and a member pointer relative to its object (`q->mu`). */
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

struct queue {
  struct mutex mu;
  int *items PT_GUARDED_BY(mu);
};

int deref(void) {
  return *p; // expected-warning{{reading the value pointed to by 'p' requires holding mutex 'mu'}}
}

void write_deref(void) {
  *p = 1; // expected-warning{{writing the value pointed to by 'p' requires holding mutex 'mu' exclusively}}
}

int arrow(void) {
  return it->value; // expected-warning{{reading the value pointed to by 'it' requires holding mutex 'mu'}}
}

void write_arrow(void) {
  mutex_lock_shared(&mu);
  it->value = 2; // expected-warning{{writing the value pointed to by 'it' requires holding mutex 'mu' exclusively}}
  mutex_unlock_shared(&mu);
}

int index_read(int i) {
  return p[i]; // expected-warning{{reading the value pointed to by 'p' requires holding mutex 'mu'}}
}

int member_read(struct queue *q, int i) {
  return q->items[i]; // expected-warning{{reading the value pointed to by 'items' requires holding mutex 'q->mu'}}
}

void member_write(struct queue *q) {
  *q->items = 0; // expected-warning{{writing the value pointed to by 'items' requires holding mutex 'q->mu' exclusively}}
}
