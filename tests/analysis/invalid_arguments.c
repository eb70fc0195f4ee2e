/* An argument that names no lock is not used as one: an annotation's
   argument that is not of a capability type is warned about and dropped,
   as Clang does (no "requires holding mutex 'hits'" at the call), and a
   lock expression in error (an undeclared name, which the parser makes
   the number 0) gives its error and no "mutex '0' is still held". */
#include <pthread.h>

int hits;
void count(void) __attribute__((requires_capability(hits))); // expected-warning{{'requires_capability' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}

void caller(void) {
  count();
}

void take_unknown(void) {
  pthread_mutex_lock(&undeclared_lock); // expected-error{{use of undeclared identifier 'undeclared_lock'}}
}

/* the lock that is declared is still checked */
pthread_mutex_t real_lock;
void take_real(void) {
  pthread_mutex_lock(&real_lock); // expected-note{{mutex acquired here}}
  pthread_mutex_lock(&real_lock); // expected-warning{{acquiring mutex 'real_lock' that is already held}}
  pthread_mutex_unlock(&real_lock);
}
