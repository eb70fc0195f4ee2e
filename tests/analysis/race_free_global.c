/* free(g) of a pointer every thread sees writes the object it points to:
   main frees the table while the reader may still read it.  Twin:
   race_free_global_ok.c. */
#include <pthread.h>
#include <stdlib.h>

int *table;

static void *reader(void *arg) {
  int first = *table; // expected-warning{{data race: reading '*table' while another thread writes it, with no lock in common}}
  (void)first;
  return arg;
}

int main(void) {
  pthread_t t;
  table = malloc(sizeof *table);
  *table = 1;
  pthread_create(&t, 0, reader, 0);
  free(table); // expected-note{{'*table' also written here, in function 'main'}}
  pthread_join(t, 0);
  return 0;
}
