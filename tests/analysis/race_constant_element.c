/* Two runs of one thread's function write the same element of a global
   array with no lock. */
#include <pthread.h>

int slots[4];

static void *fill(void *arg) {
  slots[2] = 1; // expected-warning{{data race: 'slots[2]' (slots) is written by two threads with no lock held}} \
                   expected-note{{'slots[2]' written here by another thread running 'fill' at once}}
  return arg;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, fill, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return slots[2];
}
