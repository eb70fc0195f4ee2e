/* negative_numbers_ok.c returning early on another number: where fd is
   -2 it is not -1, so the lock is held there. */
#include <pthread.h>
pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
int shared;
void work(void);

int f(int fd) {
  if (fd != -1)
    pthread_mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  work();
  if (fd == -2)
    return 0; // expected-warning{{mutex 'mu' is still held at the end of function}}
  if (fd == -1)
    return 0;
  shared++;
  pthread_mutex_unlock(&mu);
  return 1;
}
