/* trylock_wrappers_ok.c's wrappers, their result not tested: where they
   failed, the lock is released unheld. */
#include <errno.h>
#include <pthread.h>
#include <time.h>
#define MY_EBUSY 1001
typedef struct { pthread_mutex_t mu; int n; } my_mutex;

int my_trylock(my_mutex *m) {
  int rv = pthread_mutex_trylock(&m->mu);
  if (rv == EBUSY)
    rv = MY_EBUSY;
  return rv;
}

int my_acquire(my_mutex *m, int timeout) {
  int rv;
  struct timespec ts = {0, 0};
  if (timeout < 0)
    rv = pthread_mutex_lock(&m->mu);
  else if (timeout == 0)
    rv = pthread_mutex_trylock(&m->mu);
  else
    rv = pthread_mutex_timedlock(&m->mu, &ts);
  return rv;
}

void untested(my_mutex *m, int timeout) {
  my_trylock(m);
  pthread_mutex_unlock(&m->mu); // expected-warning{{releasing mutex 'm->mu' that was not held}} expected-note{{mutex 'm->mu' released here}}
  my_acquire(m, timeout);
  pthread_mutex_unlock(&m->mu); // expected-warning{{releasing mutex 'm->mu' that was not held}}
}
