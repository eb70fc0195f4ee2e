/* race_argument_pointers.c with the workers taking the lock the
   arguments point to. */
// expected-no-diagnostics
#include <pthread.h>

struct args {
  long *counter;
  pthread_mutex_t *lock;
};

long total;
pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  struct args *a = arg;
  pthread_mutex_lock(a->lock);
  (*a->counter)++;
  pthread_mutex_unlock(a->lock);
  return arg;
}

int main(void) {
  struct args a = {&total, &total_lock};
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, &a);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return (int)total;
}
