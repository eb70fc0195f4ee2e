/* Two functions' static locals of one name are two variables: each
   thread counts its own `calls`, the first under a lock, the second with
   none, and neither runs twice at once. */
#include <pthread.h>

static pthread_mutex_t lk = PTHREAD_MUTEX_INITIALIZER;

static void *counter_a(void *arg) {
  static int calls;
  pthread_mutex_lock(&lk);
  calls++;
  pthread_mutex_unlock(&lk);
  return arg;
}

static void *counter_b(void *arg) {
  static int calls;
  calls++;
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, counter_a, 0);
  pthread_create(&b, 0, counter_b, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
// expected-no-diagnostics
