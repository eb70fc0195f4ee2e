/* A counter that the workers increment with 'stats_lock' held, except in
   one place: that write races with the others. */
#include <pthread.h>

pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
long requests;

static void count_request(void) {
  pthread_mutex_lock(&stats_lock);
  requests++; // expected-note{{'requests' written with 'stats_lock' held, in function 'count_request'}}
  pthread_mutex_unlock(&stats_lock);
}

static void count_batch(long n) {
  pthread_mutex_lock(&stats_lock);
  requests += n;
  pthread_mutex_unlock(&stats_lock);
}

static void *worker(void *arg) {
  count_request();
  count_batch(4);
  requests--; // expected-warning{{data race: writing 'requests' without holding 'stats_lock', held at 2 of its 3 writes}}
  return arg;
}

int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return (int)requests;
}
