/* race_stop_flag.c with the flag volatile, and a second flag _Atomic;
   main reads the count only after the join. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t work_lock = PTHREAD_MUTEX_INITIALIZER;
volatile int stopping;
_Atomic int pausing;
long done;

static void *worker(void *arg) {
  while (!stopping && !pausing) {
    pthread_mutex_lock(&work_lock);
    done++;
    pthread_mutex_unlock(&work_lock);
  }
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pausing = 1;
  stopping = 1;
  pthread_join(t, 0);
  return (int)done;
}
