/* A lookup that locks an element of an array and returns its address,
   always or where it finds one: its callers release the lock through the
   pointer it returns, or by the element's own name.  The element's lock
   and the returned pointer's are one lock (Contract.returns; a try-lock by
   a non-null result names the lock through what it returns). */
#include <pthread.h>
#include <stddef.h>

// expected-no-diagnostics

struct view { pthread_mutex_t lock; int n; };
struct view views[4];
struct table { struct view slots[8]; };

struct view *find_view(int i) {
  if (i < 0 || i >= 4)
    return NULL;
  pthread_mutex_lock(&views[i].lock);
  return &views[i];
}

int use(int i) {
  struct view *v = find_view(i);
  if (!v)
    return -1;
  v->n++;
  pthread_mutex_unlock(&v->lock);
  return 0;
}

struct view *lock_slot(struct table *t, int i) {
  pthread_mutex_lock(&t->slots[i].lock);
  return &t->slots[i];
}

void through_pointer(struct table *t) {
  struct view *v = lock_slot(t, 3);
  v->n = 0;
  pthread_mutex_unlock(&v->lock);
}

void by_name(struct table *t) {
  lock_slot(t, 5);
  t->slots[5].n = 1;
  pthread_mutex_unlock(&t->slots[5].lock);
}
