/* The two orders of a and b are both taken under the gate lock big: no
   two threads can be between them at once. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t big = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int shared;

void *one(void *arg) {
  pthread_mutex_lock(&big);
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  shared++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&big);
  return arg;
}

static void take_a(void) {
  pthread_mutex_lock(&a);
  shared--;
  pthread_mutex_unlock(&a);
}

void *two(void *arg) {
  pthread_mutex_lock(&big);
  pthread_mutex_lock(&b);
  take_a();
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&big);
  return arg;
}
