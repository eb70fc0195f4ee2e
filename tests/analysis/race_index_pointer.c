/* The block a global pointer holds is one for every thread, as a global
   array is: the walker's element by a loop's counter may be any, and the
   element pair picks by a division of its argument (`id / 2`) may be
   another thread's too.  Twin: race_index_pointer_ok.c. */
#include <pthread.h>
#include <stdlib.h>

long *datas;

static void *walker(void *arg) {
  for (int i = 0; i < 8; i++)
    datas[i]++; // expected-warning{{data race: 'datas[i]' (*datas[*]) is written by two threads with no lock held}}
  return arg;
}

static void *pair(void *arg) {
  int id = *(int *)arg;
  datas[id / 2] = id; // expected-note{{'datas[...]' also written here, in function 'pair'}}
  return arg;
}

int main(void) {
  pthread_t a, b, c;
  int one = 1, two = 2;
  datas = calloc(8, sizeof *datas);
  pthread_create(&a, 0, walker, 0);
  pthread_create(&b, 0, pair, &one);
  pthread_create(&c, 0, pair, &two);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
