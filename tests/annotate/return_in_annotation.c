/* `return` (the value a function returns, annotalysis's own) in an
   annotation that is not an acquire or a try-acquire: nothing is held on
   entry through a value not yet returned. */
#include <pthread.h>
struct zone { pthread_mutex_t mutex; };
struct zone *needs(void) __attribute__((requires_capability(return->mutex))); // expected-warning{{'requires_capability' attribute cannot name 'return', the value the function returns; only acquire and try-acquire attributes can}}
struct zone *drops(void) __attribute__((release_capability(return->mutex))); // expected-warning{{'release_capability' attribute cannot name 'return', the value the function returns; only acquire and try-acquire attributes can}}
struct zone *excludes(void) __attribute__((locks_excluded(return->mutex))); // expected-warning{{'locks_excluded' attribute cannot name 'return', the value the function returns; only acquire and try-acquire attributes can}}
int count __attribute__((guarded_by(return))); // expected-error{{expected expression before 'return'}}
