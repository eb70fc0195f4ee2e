// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* The older spellings used correctly. */
// expected-no-diagnostics

struct __attribute__((lockable)) lock { int word; };

void lock(struct lock *l) __attribute__((exclusive_lock_function(*l)));
void lock_shared(struct lock *l) __attribute__((shared_lock_function(*l)));
void unlock(struct lock *l) __attribute__((unlock_function(*l)));
int trylock(struct lock *l) __attribute__((exclusive_trylock_function(1, *l)));
void assert_held(struct lock *l) __attribute__((assert_exclusive_lock(*l)));

struct lock big;
int data __attribute__((guarded_by(big)));

void writer(void) __attribute__((exclusive_locks_required(big)));
int reader(void) __attribute__((shared_locks_required(big)));
void outside(void) __attribute__((locks_excluded(big)));
struct lock *big_lock(void) __attribute__((lock_returned(big)));

int calls(void) {
  int v;
  outside();
  lock(big_lock());
  writer();
  unlock(&big);
  lock_shared(&big);
  v = reader();
  unlock(&big);
  if (trylock(&big)) {
    data = v;
    unlock(&big);
  }
  return v;
}

void asserted(void) {
  assert_held(&big);
  data = 0;
}
