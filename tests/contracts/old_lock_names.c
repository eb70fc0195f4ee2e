/* The older lock names mean what the capability names mean: lockable is
   capability("mutex"), unlock_function a release in either mode. */
struct __attribute__((lockable)) lock { int x; };
struct lock l1, l2;

void f1(struct lock *l) __attribute__((exclusive_lock_function(l)));
void f2(struct lock *l) __attribute__((shared_lock_function(l)));
void f3(struct lock *l) __attribute__((unlock_function(l)));
int f4(struct lock *l) __attribute__((exclusive_trylock_function(1, l)));
int f5(struct lock *l) __attribute__((shared_trylock_function(1, l)));
void f6(void) __attribute__((exclusive_locks_required(l1)));
void f7(void) __attribute__((shared_locks_required(l1, l2)));
void f8(void) __attribute__((assert_exclusive_lock(l2)));
void f9(void) __attribute__((assert_shared_lock(l2)));
// expected-no-diagnostics
/* expected-contracts
3: struct lock: capability("mutex")
6: function f1: acquire(*l)
7: function f2: acquire_shared(*l)
8: function f3: release_generic(*l)
9: function f4: try_acquire(1, *l)
10: function f5: try_acquire_shared(1, *l)
11: function f6: requires(l1)
12: function f7: requires_shared(l1, l2)
13: function f8: assert(l2)
14: function f9: assert_shared(l2)
*/
