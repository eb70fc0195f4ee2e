/* main takes a and b the other way round, but only while it is the only
   thread: before it starts the workers, and in a setup function only
   that part of main calls. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int shared;

void *worker(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  shared++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}

static void setup(void) {
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  shared = 0;
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
}

static void start_workers(pthread_t *t, int n) {
  for (int i = 0; i < n; i++)
    pthread_create(&t[i], 0, worker, 0);
}

int main(void) {
  pthread_t t[4];
  setup();
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  shared = 1;
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  start_workers(t, 4);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return 0;
}
