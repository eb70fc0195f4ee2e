/* loop_index.c done right: each lock of the array taken and released in
   the same pass. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t locks[4];
int counts[4];

void count_each(void) {
  for (int i = 0; i < 4; i++) {
    pthread_mutex_lock(&locks[i]);
    counts[i]++;
    pthread_mutex_unlock(&locks[i]);
  }
}
