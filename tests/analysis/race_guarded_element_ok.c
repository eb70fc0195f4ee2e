/* A thread writes one element of an array under a lock, twice; main
   writes another element with no lock: two objects, no race, though the
   lock guards the array's other writes. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t slot_lock = PTHREAD_MUTEX_INITIALIZER;
long slots[4];

static void *fill(void *arg) {
  pthread_mutex_lock(&slot_lock);
  slots[1]++;
  slots[1] *= 2;
  pthread_mutex_unlock(&slot_lock);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, fill, 0);
  slots[2] = 7;
  pthread_join(t, 0);
  return (int)slots[1];
}
