/* --verify, as Clang's -verify, reads no expectation in a group that a
   false conditional leaves out, nested groups included. */
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void twice(int n) {
  pthread_mutex_lock(&m); // expected-note{{mutex acquired here}}
#ifdef NOT_DEFINED
  pthread_mutex_unlock(&m); // expected-warning{{never given: this group is left out}}
#if 1
  n++; // expected-error{{never given either}}
#endif
#elif 1
  n--;
#else
  n = 0; // expected-note{{left out too}}
#endif
  pthread_mutex_lock(&m); // expected-warning{{acquiring mutex 'm' that is already held}}
  pthread_mutex_unlock(&m);
  (void)n;
}
