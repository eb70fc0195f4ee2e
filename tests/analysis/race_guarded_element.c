/* race_guarded_element_ok.c with main writing the element the thread
   writes under the lock. */
#include <pthread.h>

pthread_mutex_t slot_lock = PTHREAD_MUTEX_INITIALIZER;
long slots[4];

static void *fill(void *arg) {
  pthread_mutex_lock(&slot_lock);
  slots[1]++; // expected-note{{'slots[1]' written with 'slot_lock' held, in function 'fill'}}
  slots[1] *= 2;
  pthread_mutex_unlock(&slot_lock);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, fill, 0);
  slots[1] = 7; // expected-warning{{data race: writing 'slots[1]' (slots) without holding 'slot_lock', held at 2 of its 3 writes}}
  pthread_join(t, 0);
  return (int)slots[1];
}
