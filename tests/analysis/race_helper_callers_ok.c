/* race_helper_callers.c with both callers holding the lock. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;
long total;

static void add(long n) { total += n; }

static void *careful(void *arg) {
  pthread_mutex_lock(&total_lock);
  add(1);
  pthread_mutex_unlock(&total_lock);
  return arg;
}

static void *also_careful(void *arg) {
  pthread_mutex_lock(&total_lock);
  add(2);
  pthread_mutex_unlock(&total_lock);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, careful, 0);
  pthread_create(&b, 0, also_careful, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return (int)total;
}
