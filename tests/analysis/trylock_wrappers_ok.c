/* Try-lock wrappers whose result is not the model's as is: one remaps the
   busy error to its own code, one takes the lock by a timeout (blocking,
   trying or waiting) and returns what each way returned in one variable.
   Each is inferred as a try-lock that succeeds with 0. */
// expected-no-diagnostics
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

void bump(my_mutex *m, int timeout) {
  if (my_trylock(m) == 0) {
    m->n++;
    pthread_mutex_unlock(&m->mu);
  }
  if (my_acquire(m, timeout) == 0) {
    m->n++;
    pthread_mutex_unlock(&m->mu);
  }
}
