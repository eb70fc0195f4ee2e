/* locked_pointer_not_null_ok.c's test of the pointer, where the lock is
   taken on one path only: the pointer is not known there, and the path
   that did not lock may unlock. */
#include <pthread.h>
#include <stddef.h>
pthread_mutex_t *lookup_lock(int id);

int with_lock_sometimes(int id, int take) {
  pthread_mutex_t *m = lookup_lock(id);
  if (take)
    pthread_mutex_lock(m);
  int r = id * 2;
  if (m != NULL)
    pthread_mutex_unlock(m); // expected-warning{{releasing mutex 'lookup_lock(id)' that was not held}}
  return r;
}
