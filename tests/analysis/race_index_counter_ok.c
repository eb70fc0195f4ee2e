/* Each thread's own elements: an index from the thread's argument
   (res[id]), a range of elements that starts from it (part[i], i from
   id * 8), one from a counter of threads (seen[k]), and the elements a
   thread walks when it is the only one that runs the walk (sums[j]).
   None is another thread's element; main reads them all once the
   threads have ended.  Twin: race_index_counter.c. */
#include <pthread.h>

// expected-no-diagnostics

long res[4];
long part[32];
long seen[4];
long sums[8];
int next;

static void *worker(void *arg) {
  int id = *(int *)arg;
  res[id] = 1;
  for (int i = id * 8; i < id * 8 + 8; i++)
    part[i]++;
  int k = __sync_fetch_and_add(&next, 1);
  seen[k] = 2;
  return arg;
}

static void *summer(void *arg) {
  for (int j = 7; j >= 0; j -= 1)
    sums[j] = j;
  return arg;
}

int main(void) {
  pthread_t t[4], s;
  int ids[4];
  long all = 0;
  for (int i = 0; i < 4; i++) {
    ids[i] = i;
    pthread_create(&t[i], 0, worker, &ids[i]);
  }
  pthread_create(&s, 0, summer, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  pthread_join(s, 0);
  for (int i = 0; i < 32; i++)
    all += part[i] + res[i % 4] + seen[i % 4] + sums[i % 8];
  return all == 0;
}
