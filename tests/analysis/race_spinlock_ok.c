/* race_spinlock.c with every access inside its spinlock.  A test-and-set
   that no loop spins on (`if (!__sync_lock_test_and_set(&once, 1))`) is a
   flag set once, not a lock: nothing is held after it, and nothing leaks. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdatomic.h>

static int lock, once;
static atomic_flag flag = ATOMIC_FLAG_INIT;
static long hits, misses;

static void spin_lock(int *l) {
  while (__sync_lock_test_and_set(l, 1))
    while (*(volatile int *)l)
      ;
}

static void spin_unlock(int *l) { __sync_lock_release(l); }

static void setup(void) {
  if (!__sync_lock_test_and_set(&once, 1))
    hits = 0;
}

static void *worker(void *arg) {
  spin_lock(&lock);
  hits++;
  int many = hits > 10;
  spin_unlock(&lock);
  if (many)
    return 0;
  for (;;) {
    if (!atomic_flag_test_and_set(&flag))
      break;
  }
  misses++;
  misses--;
  atomic_flag_clear(&flag);
  return arg;
}

int main(void) {
  pthread_t t[2];
  setup();
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return (int)hits;
}
