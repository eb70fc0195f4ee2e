/* Each worker writes the element of the global block its argument picks
   (`datas[id]`), its own; main walks them all once the workers have
   ended.  Twin: race_index_pointer.c. */
#include <pthread.h>
#include <stdlib.h>

// expected-no-diagnostics

long *datas;

static void *worker(void *arg) {
  int id = *(int *)arg;
  datas[id] = id;
  return arg;
}

int main(void) {
  pthread_t a, b;
  int one = 1, two = 2;
  long sum = 0;
  datas = calloc(8, sizeof *datas);
  pthread_create(&a, 0, worker, &one);
  pthread_create(&b, 0, worker, &two);
  pthread_join(a, 0);
  pthread_join(b, 0);
  for (int i = 0; i < 8; i++)
    sum += datas[i];
  free(datas);
  return sum == 0;
}
