/* The object a global pointer points to, freed once the reader has been
   joined, or under the lock the reader holds, races with nothing; a
   local's object freed is the function's own.  Twin: race_free_global.c. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

int *table, *cache;
pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

static void *reader(void *arg) {
  int first = *table;
  pthread_mutex_lock(&cache_lock);
  if (cache)
    first += *cache;
  pthread_mutex_unlock(&cache_lock);
  int *mine = malloc(sizeof *mine);
  *mine = first;
  free(mine);
  return arg;
}

int main(void) {
  pthread_t t;
  table = malloc(sizeof *table);
  cache = malloc(sizeof *cache);
  *table = 1;
  *cache = 2;
  pthread_create(&t, 0, reader, 0);
  pthread_mutex_lock(&cache_lock);
  free(cache);
  cache = NULL;
  pthread_mutex_unlock(&cache_lock);
  pthread_join(t, 0);
  free(table);
  return 0;
}
