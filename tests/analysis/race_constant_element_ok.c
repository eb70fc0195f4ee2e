/* race_constant_element.c with each run writing the element its argument
   names: elements picked by a variable index may differ, and no lock is
   held at any write, so no guard says they are one. */
// expected-no-diagnostics
#include <pthread.h>

int slots[4];

static void *fill(void *arg) {
  int *i = arg;
  slots[*i] = 1;
  return arg;
}

int main(void) {
  pthread_t t[2];
  int index[2] = {0, 1};
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, fill, &index[i]);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return slots[0] + slots[1];
}
