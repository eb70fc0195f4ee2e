/* The lengths of variable length arrays read n with mu held, and the
   sizeof of an expression reads nothing.  Twin: vla_length.c. */
#include <pthread.h>

// expected-no-diagnostics

pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
int n __attribute__((guarded_by(mu)));

int fill(void) {
  pthread_mutex_lock(&mu);
  int row[n];
  unsigned long size = sizeof(int[2][n]);
  row[0] = 1;
  pthread_mutex_unlock(&mu);
  return row[0] + (int)size + (int)sizeof n;
}
