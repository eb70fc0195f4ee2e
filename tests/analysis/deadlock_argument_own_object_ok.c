/* The twin of deadlock_argument_own_object.c: grow makes a new bin array
   that no other thread sees yet and, holding the table's lock, moves each
   old bin into the new ones, old bin before new (unbound's table_grow and
   bin_split).  Two 'struct bin.lock' locks in the order of bin_split's
   parameters, but its one call passes an object the caller has just
   made: no other thread can hold the new bins' locks, so no call the
   other way round can deadlock with it. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct bin { pthread_mutex_t lock; int n; };
struct table { pthread_mutex_t lock; struct bin *array; size_t size; };

static void bin_split(struct table *t, struct bin *newa, size_t bit) {
  for (size_t i = 0; i < t->size; i++) {
    pthread_mutex_lock(&t->array[i].lock);
    pthread_mutex_lock(&newa[i].lock);
    pthread_mutex_lock(&newa[bit | i].lock);
    newa[i].n = t->array[i].n;
    pthread_mutex_unlock(&newa[bit | i].lock);
    pthread_mutex_unlock(&newa[i].lock);
    pthread_mutex_unlock(&t->array[i].lock);
  }
}

void table_grow(struct table *t) {
  struct bin *newa = calloc(2 * t->size, sizeof *newa);
  if (!newa)
    return;
  for (size_t i = 0; i < 2 * t->size; i++)
    pthread_mutex_init(&newa[i].lock, 0);
  pthread_mutex_lock(&t->lock);
  bin_split(t, newa, t->size);
  t->array = newa;
  t->size *= 2;
  pthread_mutex_unlock(&t->lock);
}
