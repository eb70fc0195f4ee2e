/* Spinlocks made of GCC's atomic builtins and of C11's atomic_flag: a
   loop that spins on __sync_lock_test_and_set (or atomic_flag_test_and_set)
   until it returns 0 takes the lock, __sync_lock_release (atomic_flag_clear)
   releases it.  An access after the release races with the guarded
   writes of the other threads.  Twin: race_spinlock_ok.c. */
#include <pthread.h>
#include <stdatomic.h>

static int lock;
static atomic_flag flag = ATOMIC_FLAG_INIT;
static long hits, misses;

static void spin_lock(int *l) {
  while (__sync_lock_test_and_set(l, 1))
    while (*(volatile int *)l)
      ;
}

static void spin_unlock(int *l) { __sync_lock_release(l); }

static void *worker(void *arg) {
  spin_lock(&lock);
  hits++; // expected-note{{'hits' written with 'lock' held, in function 'worker'}}
  spin_unlock(&lock);
  if (hits > 10) // expected-warning{{data race: reading 'hits' without holding 'lock', held at 1 of its 1 writes}}
    return 0;
  while (atomic_flag_test_and_set(&flag))
    ;
  misses++; // expected-note{{'misses' also written here, in function 'worker', with 'flag' held}}
  atomic_flag_clear(&flag);
  misses--; // expected-warning{{data race: writing 'misses' while another thread writes it, with no lock in common}}
  return arg;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return (int)hits;
}
