/* trylock_negated_ok.c's wrapper, its result read the wrong way round. */
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static int try_lock(pthread_mutex_t *l) { return -pthread_mutex_trylock(l); }

void wrong_way(void) {
  if (try_lock(&m) < 0)
    pthread_mutex_unlock(&m); // expected-warning{{releasing mutex 'm' that was not held}}
} // expected-warning{{mutex 'm' is still held at the end of function}} expected-note@-2{{mutex 'm' acquired here}}
