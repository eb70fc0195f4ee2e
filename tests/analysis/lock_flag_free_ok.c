/* A lock taken and released under one test of a member, with a call of
   a static helper that frees a buffer between (unbound's
   alloc_clear_special: `if (!a->super) lock(&a->lock); ... if
   (!a->super) unlock(&a->lock);`).  free changes nothing the program
   reads again, so the member keeps its tested value across it, even
   where other code of the file could change it (cache_stats is declared,
   so the struct is not the file's alone).  Twin: lock_flag_free.c. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct cache { pthread_spinlock_t lock; struct cache *super; void *quar; int n; };

void cache_stats(struct cache *a);

static void clear_list(struct cache *a) { free(a->quar); }

void clear(struct cache *a) {
  if (!a->super)
    pthread_spin_lock(&a->lock);
  clear_list(a);
  a->quar = realloc(0, 16);
  a->n = 0;
  if (!a->super)
    pthread_spin_unlock(&a->lock);
}
