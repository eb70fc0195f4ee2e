/* The atomic builtins' spinlocks are checked as locks: released on one
   path only, or released when not held.  Twin: spinlock_builtins_ok.c. */
static int lock;
static int busy;

void early_return(int fast) {
  while (__sync_lock_test_and_set(&lock, 1)) // expected-note{{spinlock 'lock' acquired here}}
    ;
  if (fast)
    return; // expected-warning{{spinlock 'lock' is still held at the end of function}}
  busy = 1;
  __sync_lock_release(&lock);
}

void release_twice(void) {
  while (__atomic_test_and_set(&lock, __ATOMIC_ACQUIRE))
    ;
  busy = 0;
  __atomic_clear(&lock, __ATOMIC_RELEASE); // expected-note{{spinlock 'lock' released here}}
  __atomic_clear(&lock, __ATOMIC_RELEASE); // expected-warning{{releasing spinlock 'lock' that was not held}}
}
