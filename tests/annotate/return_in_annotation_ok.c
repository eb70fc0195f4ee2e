/* `return` in the acquire and try-acquire annotations of a function that
   returns a pointer: the lock of the object returned. */
// expected-no-diagnostics
#include <pthread.h>
struct zone { pthread_mutex_t mutex; };
struct zone *get(void) __attribute__((acquire_capability(return->mutex)));
struct zone *get_shared(void) __attribute__((acquire_shared_capability(return->mutex)));
struct zone *find(void) __attribute__((try_acquire_capability(1, return->mutex)));
struct zone *find_shared(void) __attribute__((try_acquire_shared_capability(1, return->mutex)));
pthread_mutex_t *lock_of(int key) __attribute__((acquire_capability(*return)));
