/* Two threads set the table up through pthread_once: its body runs once,
   and what it wrote is then only read. */
// expected-no-diagnostics
#include <pthread.h>

static pthread_once_t table_once = PTHREAD_ONCE_INIT;
static int table[4];
static int table_size;

static void fill_table(void) {
  for (int i = 0; i < 4; i++)
    table[i] = i * i;
  table_size = 4;
}

static void *reader(void *arg) {
  pthread_once(&table_once, fill_table);
  long sum = 0;
  for (int i = 0; i < table_size; i++)
    sum += table[i];
  return (void *)sum;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, reader, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
