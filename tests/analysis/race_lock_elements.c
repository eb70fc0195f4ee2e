/* Two elements of an array of locks by constant indices are two locks:
   the thread that holds m[0] and the one that holds m[1] share none, so
   their writes of total race.  Twin: race_lock_elements_ok.c. */
#include <pthread.h>

pthread_mutex_t m[4];
long total;

static void *first(void *arg) {
  pthread_mutex_lock(&m[0]);
  total++; // expected-warning{{data race: writing 'total' while another thread writes it, with no lock in common}}
  pthread_mutex_unlock(&m[0]);
  return arg;
}

static void *second(void *arg) {
  pthread_mutex_lock(&m[1]);
  total += 2; // expected-note{{'total' also written here, in function 'second', with 'm[1]' held}}
  pthread_mutex_unlock(&m[1]);
  return arg;
}

int main(void) {
  pthread_t a, b;
  for (int i = 0; i < 4; i++)
    pthread_mutex_init(&m[i], 0);
  pthread_create(&a, 0, first, 0);
  pthread_create(&b, 0, second, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
