/* deadlock_dining_philosophers.c with the lower-numbered fork taken
   first, and neighbours taken in a fixed direction (a[i], then a[i + 1]):
   no cycle. */
// expected-no-diagnostics
#include <pthread.h>
#define N 5
pthread_mutex_t forks[N];
int meals[N];

void *philosopher(void *arg) {
  long i = (long)arg, j = (i + 1) % N;
  if (i < j) {
    pthread_mutex_lock(&forks[i]);
    pthread_mutex_lock(&forks[j]);
  } else {
    pthread_mutex_lock(&forks[j]);
    pthread_mutex_lock(&forks[i]);
  }
  meals[i]++;
  pthread_mutex_unlock(&forks[j]);
  pthread_mutex_unlock(&forks[i]);
  return 0;
}

void *neighbours(void *arg) {
  long i = (long)arg % (N - 1);
  pthread_mutex_lock(&forks[i]);
  pthread_mutex_lock(&forks[i + 1]);
  meals[i] += meals[i + 1];
  pthread_mutex_unlock(&forks[i + 1]);
  pthread_mutex_unlock(&forks[i]);
  return 0;
}

int main(void) {
  pthread_t t[N];
  for (long i = 0; i < N; i++)
    pthread_create(&t[i], 0, i % 2 ? philosopher : neighbours, (void *)i);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
  return 0;
}
