/* race_init_after_create.c with main setting the table up before it
   starts the workers, and reading it after it has joined them: nothing
   runs at once with those accesses. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdio.h>

pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
int table_size;
int table[64];

static void *worker(void *arg) {
  pthread_mutex_lock(&table_lock);
  table[table_size % 64]++;
  table_size++;
  pthread_mutex_unlock(&table_lock);
  pthread_mutex_lock(&table_lock);
  table[0] = table_size;
  table_size = 0;
  pthread_mutex_unlock(&table_lock);
  return arg;
}

static void setup(void) {
  table_size = 16;
  for (int i = 0; i < 64; i++)
    table[i] = 0;
}

int main(void) {
  pthread_t t[2];
  setup();
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  printf("%d %d\n", table_size, table[0]);
  table_size = 0;
  return 0;
}
