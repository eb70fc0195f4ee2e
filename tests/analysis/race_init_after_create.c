/* main sets the table up after the workers have started: its writes race
   with their reads, and the workers' writes race with each other's. */
#include <pthread.h>

pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
int table_size;
int table[64];

static void *worker(void *arg) {
  pthread_mutex_lock(&table_lock);
  table[table_size % 64]++; // expected-note{{'table[...]' written with 'table_lock' held, in function 'worker'}}
  table_size++; // expected-note{{'table_size' written with 'table_lock' held, in function 'worker'}}
  pthread_mutex_unlock(&table_lock);
  pthread_mutex_lock(&table_lock);
  table[0] = table_size;
  table_size = 0;
  pthread_mutex_unlock(&table_lock);
  return arg;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  table_size = 16; // expected-warning{{data race: writing 'table_size' without holding 'table_lock', held at 2 of its 3 writes}}
  for (int i = 0; i < 64; i++)
    table[i] = 0; // expected-warning{{data race: writing 'table[i]' (table) without holding 'table_lock', held at 2 of its 3 writes}}
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
