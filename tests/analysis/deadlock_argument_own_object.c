/* The twin of deadlock_argument_own_object_ok.c: the same move of bins,
   but into the bins of another table every thread can reach (`spare`),
   picked at run time: a call with the tables the other way round, from
   another thread, takes the two 'struct bin.lock' locks in the other
   order. */
#include <pthread.h>
#include <stdlib.h>

struct bin { pthread_mutex_t lock; int n; };
struct table { pthread_mutex_t lock; struct bin *array; size_t size; };
struct table tables[4];
int pick(void);

static void bin_split(struct table *t, struct bin *newa, size_t bit) {
  for (size_t i = 0; i < t->size; i++) {
    pthread_mutex_lock(&t->array[i].lock); // expected-note{{'t->array[i].lock' acquired here}}
    pthread_mutex_lock(&newa[i].lock); // expected-warning{{potential deadlock: 'newa[i].lock' acquired while 't->array[i].lock' is held, two 'struct bin.lock' locks in the order of the arguments of 'bin_split'; a call with the arguments swapped takes them the other way round}}
    newa[i].n = t->array[i].n;
    pthread_mutex_unlock(&newa[i].lock);
    pthread_mutex_unlock(&t->array[i].lock);
    (void)bit;
  }
}

void *mover(void *arg) {
  struct table *from = &tables[pick()], *to = &tables[pick()];
  pthread_mutex_lock(&from->lock);
  bin_split(from, to->array, from->size);
  pthread_mutex_unlock(&from->lock);
  return arg;
}
