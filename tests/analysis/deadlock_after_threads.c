/* deadlock_before_threads_ok.c with main taking b, then a, after the
   workers have started: they can hold a while main holds b. */
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int shared;

void *worker(void *arg) {
  pthread_mutex_lock(&a); // expected-note{{'a' acquired here}}
  pthread_mutex_lock(&b); // expected-warning{{potential deadlock: 'a' and 'b' are acquired in opposite orders}} \
                          // expected-note{{'b' acquired while 'a' is held, in function 'worker'}}
  shared++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}

static void start_workers(pthread_t *t, int n) {
  for (int i = 0; i < n; i++)
    pthread_create(&t[i], 0, worker, 0);
}

int main(void) {
  pthread_t t[4];
  start_workers(t, 4);
  pthread_mutex_lock(&b); // expected-note{{'b' acquired here}}
  pthread_mutex_lock(&a); // expected-note{{'a' acquired while 'b' is held, in function 'main'}}
  shared = 1;
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return 0;
}
