/* deadlock_three_locks.c with the third thread taking a before c: the
   order a, b, c holds everywhere. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER, c = PTHREAD_MUTEX_INITIALIZER;
int shared;

void *first(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  shared++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}

void *second(void *arg) {
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&c);
  shared++;
  pthread_mutex_unlock(&c);
  pthread_mutex_unlock(&b);
  return arg;
}

void *third(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&c);
  shared++;
  pthread_mutex_unlock(&c);
  pthread_mutex_unlock(&a);
  return arg;
}
