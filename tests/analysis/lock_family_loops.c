/* lock_family_loops_ok.c's loops, wrong: the family locked and never
   released, released and never locked, or locked in one array and
   released in another. */
#include <pthread.h>
#define SLOTS 64
pthread_mutex_t locks[SLOTS], others[SLOTS];
int counts[SLOTS];

void never_unlocked(int n) {
  for (int i = 0; i < n; i++)
    pthread_mutex_lock(&locks[i]); // expected-note{{mutex 'locks[*]' acquired here}}
  counts[0] = n;
} // expected-warning{{mutex 'locks[*]' is still held at the end of function}}

void never_locked(int n) {
  for (int i = 0; i < n; i++)
    pthread_mutex_unlock(&locks[i]); // expected-warning{{releasing mutex 'locks[i]' that was not held}}
}

void other_array(int n) {
  for (int i = 0; i < n; i++)
    pthread_mutex_lock(&locks[i]); // expected-note{{mutex 'locks[*]' acquired here}}
  for (int i = 0; i < n; i++)
    pthread_mutex_unlock(&others[i]); // expected-warning{{releasing mutex 'others[i]' that was not held}}
} // expected-warning{{mutex 'locks[*]' is still held at the end of function}}
