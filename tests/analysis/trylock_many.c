/* Twenty try-locks in a row whose results nothing tests, in one block:
   each splits the worlds in two, and past 16 they are merged as at a
   join, so the analysis finishes at once (it took seconds and gigabytes
   before) and says, at the block's start, that each lock is not held on
   every path, with a note where each was tried. */
#include <pthread.h>

pthread_mutex_t m[20];

void untested(void) {
  pthread_mutex_trylock(&m[0]); // expected-warning 20 {{is not held on every path through here}} expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[1]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[2]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[3]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[4]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[5]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[6]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[7]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[8]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[9]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[10]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[11]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[12]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[13]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[14]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[15]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[16]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[17]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[18]); // expected-note{{mutex acquired here}}
  pthread_mutex_trylock(&m[19]); // expected-note{{mutex acquired here}}
}
