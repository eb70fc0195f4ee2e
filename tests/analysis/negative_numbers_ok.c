/* A test against a negative number (`fd != -1`, which the parser keeps
   as a negation of 1) says what the value is, so that `fd == -1` later
   is decided: the lock is held exactly where the descriptor is valid. */
// expected-no-diagnostics
#include <pthread.h>
pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
int shared;
void work(void);

int f(int fd) {
  if (fd != -1)
    pthread_mutex_lock(&mu);
  work();
  if (fd == -1)
    return 0;
  shared++;
  pthread_mutex_unlock(&mu);
  return 1;
}
