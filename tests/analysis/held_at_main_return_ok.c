/* A lock held where main returns: the process ends there (C11 5.1.2.2.3),
   the lock with it.  rrdcached's cleanup takes its locks and keeps them,
   so that threads still running block rather than touch what it frees;
   main returns after it on every path. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static int *cache;

static void *worker(void *arg) {
  pthread_mutex_lock(&cache_lock);
  if (cache)
    cache[0]++;
  pthread_mutex_unlock(&cache_lock);
  return arg;
}

static void cleanup(void) {
  pthread_mutex_lock(&cache_lock); /* for good: the process ends */
  free(cache);
  cache = NULL;
}

int main(void) {
  pthread_t t;
  cache = calloc(1, sizeof *cache);
  if (pthread_create(&t, NULL, worker, NULL) != 0) {
    cleanup();
    return 1;
  }
  pthread_detach(t);
  cleanup();
  return 0;
}
