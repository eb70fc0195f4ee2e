/* The writer holds 'state_lock'; the monitor reads without it. */
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;
int state;

static void *writer(void *arg) {
  for (int i = 0; i < 100; i++) {
    pthread_mutex_lock(&state_lock);
    state = i; // expected-note{{'state' written with 'state_lock' held, in function 'writer'}}
    pthread_mutex_unlock(&state_lock);
  }
  return arg;
}

static void *monitor(void *arg) {
  printf("%d\n", state); // expected-warning{{data race: reading 'state' without holding 'state_lock', held at 1 of its 1 writes}}
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
