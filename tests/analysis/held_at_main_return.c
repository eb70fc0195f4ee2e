/* held_at_main_return_ok.c's cleanup called where a thread returns: the
   thread ends, the process does not, and the lock stays held. */
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static int *cache;

static void cleanup(void) {
  pthread_mutex_lock(&cache_lock);
  free(cache);
  cache = NULL;
}

static void *worker(void *arg) {
  cleanup(); // expected-note{{mutex 'cache_lock' acquired here}}
  return arg; // expected-warning{{mutex 'cache_lock' is still held at the end of function}}
}

int main(void) {
  pthread_t t;
  cache = calloc(1, sizeof *cache);
  if (pthread_create(&t, NULL, worker, NULL) != 0)
    return 1;
  pthread_join(t, NULL);
  return 0;
}
