/* A barrier stops the threads that pass it while another thread holds
   it: the resizer swaps the table holding `hang` (taken by pause_workers,
   which returns holding it), the workers pass `hang` at the top of each
   round and read the table with only their own lock.  Twin:
   race_barrier.c. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t hang = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t stats = PTHREAD_MUTEX_INITIALIZER;
int *table, *old_table;
int size;
long lookups;

static void pause_workers(void) { pthread_mutex_lock(&hang); }
static void resume_workers(void) { pthread_mutex_unlock(&hang); }

static void *worker(void *arg) {
  for (;;) {
    pthread_mutex_lock(&hang);
    pthread_mutex_unlock(&hang);
    pthread_mutex_lock(&stats);
    lookups++;
    int seen = table[size - 1];
    pthread_mutex_unlock(&stats);
    if (seen < 0)
      break;
  }
  return arg;
}

static void *resizer(void *arg) {
  pause_workers();
  old_table = table;
  size = size * 2;
  table = 0;
  resume_workers();
  return arg;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, worker, 0);
  pthread_create(&r, 0, resizer, 0);
  return 0;
}
