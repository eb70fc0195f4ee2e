/* main reads rows for the length of an array, and cols in the sizeof
   of a type name, while the thread writes both: both reads race.  Twin:
   race_vla_length_ok.c. */
#include <pthread.h>

int rows = 4, cols = 2;

static void *grow(void *arg) {
  rows = rows + 1; // expected-note{{'rows' also written here, in function 'grow'}}
  cols = cols + 1; // expected-note{{'cols' also written here, in function 'grow'}}
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, grow, 0);
  int table[rows]; // expected-warning{{data race: reading 'rows' while another thread writes it, with no lock in common}}
  table[0] = (int)sizeof(char[cols]); // expected-warning{{data race: reading 'cols' while another thread writes it, with no lock in common}}
  pthread_join(t, 0);
  return table[0];
}
