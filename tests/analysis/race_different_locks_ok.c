/* race_different_locks.c with one lock for both writes. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t moved_lock = PTHREAD_MUTEX_INITIALIZER;
long moved;

static void *input(void *arg) {
  pthread_mutex_lock(&moved_lock);
  moved++;
  pthread_mutex_unlock(&moved_lock);
  return arg;
}

static void *output(void *arg) {
  pthread_mutex_lock(&moved_lock);
  moved--;
  pthread_mutex_unlock(&moved_lock);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, input, 0);
  pthread_create(&b, 0, output, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return (int)moved;
}
