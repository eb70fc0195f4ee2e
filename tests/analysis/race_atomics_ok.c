/* Counters that threads update without a lock, each atomically: an
   _Atomic variable, the GCC builtins, C11's atomic functions, and a flag
   read through a volatile access (READ_ONCE).  Beside them, 'total' is
   guarded by 'lock' everywhere.  None races. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdatomic.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
_Atomic long hits;
long misses, evictions, total;
atomic_int stop;
int ready;

#define READ_ONCE(x) (*(volatile __typeof__(x) *)&(x))

static void *worker(void *arg) {
  while (!READ_ONCE(ready))
    ;
  hits++;
  __atomic_fetch_add(&misses, 1, __ATOMIC_RELAXED);
  __sync_fetch_and_add(&evictions, 1);
  atomic_store(&stop, 1);
  pthread_mutex_lock(&lock);
  total++;
  pthread_mutex_unlock(&lock);
  return arg;
}

int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], 0, worker, 0);
  __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
  pthread_mutex_lock(&lock);
  total = 0;
  pthread_mutex_unlock(&lock);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return 0;
}
