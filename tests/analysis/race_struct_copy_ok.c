/* race_struct_copy.c with the copy made under the lock the thread holds,
   and a copy of a local struct, which no thread sees. */
// expected-no-diagnostics
#include <pthread.h>

struct totals {
  long bytes;
  long items;
};

pthread_mutex_t totals_lock = PTHREAD_MUTEX_INITIALIZER;
struct totals totals;

static void *account(void *arg) {
  pthread_mutex_lock(&totals_lock);
  totals.bytes += 512;
  pthread_mutex_unlock(&totals_lock);
  return arg;
}

int main(void) {
  pthread_t t;
  struct totals zero = {0, 0}, copy;
  pthread_create(&t, 0, account, 0);
  pthread_mutex_lock(&totals_lock);
  totals = zero;
  pthread_mutex_unlock(&totals_lock);
  copy = zero;
  pthread_join(t, 0);
  return (int)(totals.items + copy.items);
}
