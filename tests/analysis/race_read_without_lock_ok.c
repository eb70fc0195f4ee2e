/* race_read_without_lock.c with the monitor holding 'state_lock'. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;
int state;

static void *writer(void *arg) {
  for (int i = 0; i < 100; i++) {
    pthread_mutex_lock(&state_lock);
    state = i;
    pthread_mutex_unlock(&state_lock);
  }
  return arg;
}

static void *monitor(void *arg) {
  pthread_mutex_lock(&state_lock);
  printf("%d\n", state);
  pthread_mutex_unlock(&state_lock);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, monitor, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
