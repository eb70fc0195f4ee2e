/* exclusive_and_shared.c's paths, each taking the lock in one mode; and
   pthread's read-write lock taken in either mode by a flag and released by
   one unlock, which is right on each path and not said (the mode
   warning is for annotated functions, as Clang's is). */
// expected-no-diagnostics
#include <pthread.h>
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
int g __attribute__((guarded_by(mu)));
void lock(void) __attribute__((acquire_capability(mu)));
void lock_shared(void) __attribute__((acquire_shared_capability(mu)));
void unlock(void) __attribute__((release_capability(mu)));
void unlock_shared(void) __attribute__((release_shared_capability(mu)));
void unlock_any(void) __attribute__((release_generic_capability(mu)));

void either(int c) {
  if (c)
    lock();
  else
    lock();
  unlock_any();
}

int read_either(int c) {
  if (c)
    lock_shared();
  else
    lock_shared();
  int v = g;
  unlock_shared();
  return v;
}

pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
int table[16];

int access_table(int write, int i, int v) {
  if (write)
    pthread_rwlock_wrlock(&table_lock);
  else
    pthread_rwlock_rdlock(&table_lock);
  int old = table[i];
  if (write)
    table[i] = v;
  pthread_rwlock_unlock(&table_lock);
  return old;
}
