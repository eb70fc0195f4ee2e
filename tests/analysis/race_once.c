/* race_once_ok.c with the threads calling the set-up themselves: it runs
   in both at once. */
#include <pthread.h>

static int table[4];
static int table_size;

static void fill_table(void) {
  for (int i = 0; i < 4; i++)
    table[i] = i * i; // expected-warning{{data race: 'table[i]' (table) is written by two threads with no lock held}} \
                         expected-note{{'table[i]' written here by another thread running 'fill_table' at once}}
  table_size = 4; // expected-warning{{data race: 'table_size' is written by two threads with no lock held}} \
                     expected-note{{'table_size' written here by another thread running 'fill_table' at once}}
}

static void *reader(void *arg) {
  fill_table(); // expected-note 2 {{'fill_table' called here, in function 'reader'}}
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
