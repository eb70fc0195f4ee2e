/* A lock named by a loop's index: the first pass through the loop knows
   i is 0 and would say 'locks[0]'; the warning is given once, naming the
   lock as every pass does. */
#include <pthread.h>

pthread_mutex_t locks[4];

void unlock_unheld(void) {
  for (int i = 0; i < 4; i++)
    pthread_mutex_unlock(&locks[i]); // expected-warning{{releasing mutex 'locks[i]' that was not held}}
}
