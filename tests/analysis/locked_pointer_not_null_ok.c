/* A pointer handed to pthread_mutex_lock is not null afterwards: an
   unlock under `if (m != NULL)` after the lock is the unlock of that lock,
   not of one perhaps never taken. */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
pthread_mutex_t *lookup_lock(int id);

int with_lock(int id) {
  pthread_mutex_t *m = lookup_lock(id);
  pthread_mutex_lock(m);
  int r = id * 2;
  if (m != NULL)
    pthread_mutex_unlock(m);
  return r;
}
