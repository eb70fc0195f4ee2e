/* Both workers are given the same arguments, which point to the counter:
   what the arguments point to is one object too. */
#include <pthread.h>

struct args {
  long *counter;
  pthread_mutex_t *lock;
};

long total;
pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  struct args *a = arg;
  (*a->counter)++; // expected-warning{{data race: '*a->counter' (*struct args.counter) is written by two threads with no lock held}} \
                      expected-note{{'*a->counter' written here by another thread running 'worker' at once}}
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
