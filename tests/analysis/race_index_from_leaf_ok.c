/* Indices the analysis can only name by the expression itself (a copy
   of a global, a cast of a floating constant) and a condition of several
   tests with a string in it: each element is written under the lock, so
   there is no race, and a variable, a constant or a string among the
   values is read as what it is, never as an operator with operands. */
// expected-no-diagnostics
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
long data[16];
int start;

static void *worker(void *arg) {
  int i = start;
  pthread_mutex_lock(&lock);
  data[i] = 1;
  data[(int)2.5] = 2;
  if (arg && "checked")
    data[3] = 3;
  pthread_mutex_unlock(&lock);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, &a);
  pthread_create(&b, 0, worker, &b);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
