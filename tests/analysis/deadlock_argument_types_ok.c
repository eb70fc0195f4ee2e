/* Two locks of one class, each reached from another parameter, taken in
   the order of the parameters: no call can pass them the other way round
   when the parameters' types differ (unbound's bin_split(table, newa):
   a struct table * and a struct bin *), so that is no potential deadlock.
   Twin: deadlock_argument_order.c, two parameters of one type. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct bin { pthread_mutex_t lock; int n; };
struct table { pthread_mutex_t lock; struct bin *array; size_t size; };

static void split(struct table *t, struct bin *newa, size_t newbit) {
  for (size_t i = 0; i < t->size; i++) {
    pthread_mutex_lock(&t->array[i].lock);
    pthread_mutex_lock(&newa[i].lock);
    newa[i].n = newa[newbit | i].n = t->array[i].n;
    pthread_mutex_unlock(&newa[i].lock);
    pthread_mutex_unlock(&t->array[i].lock);
  }
}

void grow(struct table *t, struct bin *spare) {
  struct bin *newa = calloc(t->size * 2, sizeof *newa);
  if (!newa)
    return;
  pthread_mutex_lock(&t->lock);
  split(t, newa, t->size);
  split(t, spare, 0);
  free(t->array);
  t->array = newa;
  t->size *= 2;
  pthread_mutex_unlock(&t->lock);
}
