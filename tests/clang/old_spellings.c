// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* The older spellings of the attributes (lockable, exclusive_lock_function,
   unlock_function, exclusive_locks_required...) mean what the new ones
   do. */

struct __attribute__((lockable)) lock { int word; };

void lock(struct lock *l) __attribute__((exclusive_lock_function(*l)));
void lock_shared(struct lock *l) __attribute__((shared_lock_function(*l)));
void unlock(struct lock *l) __attribute__((unlock_function(*l)));
int trylock(struct lock *l) __attribute__((exclusive_trylock_function(1, *l)));
int trylock_shared(struct lock *l) __attribute__((shared_trylock_function(1, *l)));
void assert_held(struct lock *l) __attribute__((assert_exclusive_lock(*l)));
void assert_held_shared(struct lock *l) __attribute__((assert_shared_lock(*l)));

struct lock big;
int data __attribute__((guarded_by(big)));

void writer(void) __attribute__((exclusive_locks_required(big)));
int reader(void) __attribute__((shared_locks_required(big)));
void outside(void) __attribute__((locks_excluded(big)));

void calls(void) {
  writer(); // expected-warning{{calling function 'writer' requires holding mutex 'big' exclusively}}
  lock_shared(&big);
  writer(); // expected-warning{{calling function 'writer' requires holding mutex 'big' exclusively}}
  outside(); // expected-warning{{cannot call function 'outside' while mutex 'big' is held}}
  unlock(&big); // expected-note{{released here}}
  unlock(&big); // expected-warning{{releasing mutex 'big' that was not held}}
  if (trylock_shared(&big)) {
    data = 1; // expected-warning{{writing variable 'data' requires holding mutex 'big' exclusively}}
    unlock(&big);
  }
  assert_held_shared(&big);
  data = 2; // expected-warning{{writing variable 'data' requires holding mutex 'big' exclusively}}
}
