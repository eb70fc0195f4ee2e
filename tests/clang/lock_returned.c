// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* lock_returned (RETURN_CAPABILITY): the function returns the lock it
   names, so a lock taken through the call is that lock. */
#include "mutex.h"

struct mutex mu;
int count GUARDED_BY(mu);
struct mutex other;

struct mutex *lock_of_count(void) RETURN_CAPABILITY(mu);

void wrong_lock(void) {
  mutex_lock(&other);
  count = 1; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
  mutex_unlock(&other);
}

void unlock_through_getter_twice(void) {
  mutex_lock(lock_of_count());
  mutex_unlock(lock_of_count()); // expected-note{{released here}}
  mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
}
