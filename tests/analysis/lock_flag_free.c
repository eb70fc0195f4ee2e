/* The twin of lock_flag_free_ok.c: a call of a function outside the
   file that is handed the struct may change the member the lock depends
   on, so the second test may differ from the first. */
#include <pthread.h>
#include <stdlib.h>

struct cache { pthread_spinlock_t lock; struct cache *super; void *quar; int n; };

void cache_stats(struct cache *a);

void clear(struct cache *a) {
  if (!a->super)
    pthread_spin_lock(&a->lock); // expected-note{{spinlock 'a->lock' acquired here}}
  free(a->quar);
  cache_stats(a);
  a->n = 0;
  if (!a->super)
    pthread_spin_unlock(&a->lock); // expected-warning{{releasing spinlock 'a->lock' that was not held}}
} // expected-warning{{spinlock 'a->lock' is still held at the end of function}}
