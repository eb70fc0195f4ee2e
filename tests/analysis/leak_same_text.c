/* Two locks a function leaks, each got from a call of next_zone(), are
   named alike at the one return, but taken at two places: two findings,
   each with its own note. */
#include <pthread.h>
struct zone { pthread_mutex_t mu; int n; };
struct zone *next_zone(void);

void two_leaks(void) {
  {
    struct zone *z = next_zone();
    pthread_mutex_lock(&z->mu); // expected-note{{mutex 'next_zone()->mu' acquired here}}
    z->n++;
  }
  {
    struct zone *z = next_zone();
    pthread_mutex_lock(&z->mu); // expected-note{{mutex 'next_zone()->mu' acquired here}}
    z->n++;
  }
} // expected-warning 2 {{mutex 'next_zone()->mu' is still held at the end of function}}
