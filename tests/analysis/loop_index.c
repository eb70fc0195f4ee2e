/* A lock named by a loop's index: the first pass through the loop knows
   i is 0 and would say 'locks[0]'; the warning is given once, naming the
   lock as every pass does. */
#include <pthread.h>

pthread_mutex_t locks[4];

void unlock_unheld(void) {
  for (int i = 0; i < 4; i++)
    pthread_mutex_unlock(&locks[i]); // expected-warning{{releasing mutex 'locks[i]' that was not held}}
}

/* two locks of the array at one place: both reported (the contract keeps
   it from being inferred to be a lock wrapper) */
int balance[4];
int transfer(int from, int to) __attribute__((locks_excluded(locks[from], locks[to]))) {
  pthread_mutex_lock(&locks[from]);
  pthread_mutex_lock(&locks[to]);
  balance[from]--;
  balance[to]++;
  return 0; // expected-warning{{mutex 'locks[from]' is still held at the end of function}} expected-warning{{mutex 'locks[to]' is still held at the end of function}}
} // expected-note@-5{{mutex 'locks[from]' acquired here}} expected-note@-4{{mutex 'locks[to]' acquired here}}
