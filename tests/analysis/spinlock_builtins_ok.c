/* spinlock_builtins.c with the lock released on every path, once. */
// expected-no-diagnostics
static int lock;
static int busy;

void early_return(int fast) {
  while (__sync_lock_test_and_set(&lock, 1))
    ;
  if (fast) {
    __sync_lock_release(&lock);
    return;
  }
  busy = 1;
  __sync_lock_release(&lock);
}

void release_once(void) {
  while (__atomic_test_and_set(&lock, __ATOMIC_ACQUIRE))
    ;
  busy = 0;
  __atomic_clear(&lock, __ATOMIC_RELEASE);
}
