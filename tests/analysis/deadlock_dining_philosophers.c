/* The dining philosophers: each takes its left fork, then its right one,
   (i + 1) % N: the last takes fork N - 1, then fork 0, so all five can
   hold one fork and wait for the next. */
#include <pthread.h>
#define N 5
pthread_mutex_t forks[N];
int meals[N];

static void dine(long i) {
  pthread_mutex_lock(&forks[i]); // expected-note{{'forks[i]' acquired here}}
  pthread_mutex_lock(&forks[(i + 1) % N]); // expected-warning{{potential deadlock: 'forks[(i + 1) % 5]' acquired while 'forks[i]' is held, two locks of 'forks[*]' in an order their indices do not fix}}
  meals[i]++;
  pthread_mutex_unlock(&forks[(i + 1) % N]);
  pthread_mutex_unlock(&forks[i]);
}

void *philosopher(void *arg) {
  dine((long)arg);
  return 0;
}

int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++)
    pthread_create(&t[i], 0, philosopher, (void *)i);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
  return 0;
}
