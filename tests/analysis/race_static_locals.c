/* race_static_locals_ok.c with counter_b run by two threads at once: its
   own `calls` races, counter_a's is still another variable. */
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
  calls++; // expected-warning{{data race: 'calls' is written by two threads with no lock held}} \
              expected-note{{'calls' written here by another thread running 'counter_b' at once}}
  return arg;
}

int main(void) {
  pthread_t a, b[2];
  pthread_create(&a, 0, counter_a, 0);
  for (int i = 0; i < 2; i++)
    pthread_create(&b[i], 0, counter_b, 0);
  pthread_join(a, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(b[i], 0);
  return 0;
}
