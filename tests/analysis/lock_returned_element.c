/* The twin of lock_returned_element_ok.c: the lookup's lock is one lock
   under both names, so releasing another element, or the found one where
   the lookup failed, is still a finding. */
#include <pthread.h>
#include <stddef.h>

struct view { pthread_mutex_t lock; int n; };
struct view views[4];
struct table { struct view slots[8]; };

struct view *find_view(int i) {
  if (i < 0 || i >= 4)
    return NULL;
  pthread_mutex_lock(&views[i].lock);
  return &views[i];
}

void unchecked(int i) {
  struct view *v = find_view(i);
  pthread_mutex_unlock(&v->lock); // expected-warning{{releasing mutex 'find_view(i)->lock' that was not held}}
}

struct view *lock_slot(struct table *t, int i) {
  pthread_mutex_lock(&t->slots[i].lock);
  return &t->slots[i];
}

void another_slot(struct table *t) {
  struct view *v = lock_slot(t, 3); // expected-note{{mutex 't->slots[3].lock' acquired here}}
  v->n = 0;
  pthread_mutex_unlock(&t->slots[4].lock); // expected-warning{{releasing mutex 't->slots[4].lock' that was not held}}
} // expected-warning{{mutex 't->slots[3].lock' is still held at the end of function}}
