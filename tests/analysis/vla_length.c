/* The length of a variable length array is read where the array is
   declared, and in a type name that sizeof measures: both read n, which
   mu guards, so both need mu held.  A sizeof of an expression reads
   nothing.  Twin: vla_length_ok.c. */
#include <pthread.h>

pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
int n __attribute__((guarded_by(mu)));

int fill(void) {
  int row[n]; // expected-warning{{reading variable 'n' requires holding mutex 'mu'}}
  unsigned long size = sizeof(int[2][n]); // expected-warning{{reading variable 'n' requires holding mutex 'mu'}}
  row[0] = 1;
  return row[0] + (int)size + (int)sizeof n;
}
