/* A barrier stops the threads that pass it while another thread holds
   it: the resizer takes `hang` (pause_workers returns holding it), waits
   for the worker to say it has arrived, and swaps the table; the worker
   says so, passes `hang` at the top of each round and reads the table
   with only its own lock.  Twins: race_barrier.c, race_barrier_passed.c. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t hang = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t stats = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t arrive = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t arrival = PTHREAD_COND_INITIALIZER;
int *table, *old_table;
int size;
long lookups;
int arrived;

static void pause_workers(void) { pthread_mutex_lock(&hang); }

static void wait_for_workers(void) {
  pthread_mutex_lock(&arrive);
  while (arrived < 1)
    pthread_cond_wait(&arrival, &arrive);
  arrived = 0;
  pthread_mutex_unlock(&arrive);
}

static void resume_workers(void) { pthread_mutex_unlock(&hang); }

static void *worker(void *arg) {
  for (;;) {
    pthread_mutex_lock(&arrive);
    arrived++;
    pthread_cond_signal(&arrival);
    pthread_mutex_unlock(&arrive);
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
  wait_for_workers();
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
