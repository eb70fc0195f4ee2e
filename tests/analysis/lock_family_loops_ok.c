/* Arrays of locks in loops (issue 13, class 4): every element locked in
   one loop, some work, every element unlocked in a later loop, with a
   number of elements the analysis does not know.  Each pass of the first
   loop holds one more lock; at the loop's head they are one family,
   `locks[*]`, held with no count, and a later loop that releases them by
   an index it does not know is taken to release them all.  Where the two
   loops run as many times, the paths that seem to skip one of them (the
   analysis does not relate `i < n` to `j >= 0`) are not reported.  With a
   number of elements the analysis knows, each pass is followed on its own
   (lock_all_known). */
// expected-no-diagnostics
#include <pthread.h>
#define SLOTS 64
pthread_mutex_t locks[SLOTS];
int counts[SLOTS];
struct table { pthread_mutex_t row[SLOTS]; int used; };

void reset_all(int n) {
  for (int i = 0; i < n; i++)
    pthread_mutex_lock(&locks[i]);
  for (int i = 0; i < n; i++)
    counts[i] = 0;
  for (int i = n - 1; i >= 0; i--)
    pthread_mutex_unlock(&locks[i]);
}

void lock_all_known(void) {
  for (int i = 0; i < 4; i++)
    pthread_mutex_lock(&locks[i]);
  counts[0] = counts[1] + counts[2] + counts[3];
  for (int i = 0; i < 4; i++)
    pthread_mutex_unlock(&locks[i]);
}

void rows_of(struct table *t, int n) {
  for (int i = 0; i < n; i++)
    pthread_mutex_lock(&t->row[i]);
  t->used = n;
  for (int i = 0; i < n; i++)
    pthread_mutex_unlock(&t->row[i]);
}
