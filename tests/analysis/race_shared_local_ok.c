/* race_shared_local.c with one lock at both writes; and a local whose
   address no thread is given (`scratch`), written with no lock. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t work_lock = PTHREAD_MUTEX_INITIALIZER;

static void *work(void *arg) {
  int *done = arg;
  pthread_mutex_lock(&work_lock);
  (*done)++;
  pthread_mutex_unlock(&work_lock);
  return 0;
}

int main(void) {
  pthread_t t;
  int progress = 0, scratch = 0;
  pthread_create(&t, 0, work, &progress);
  pthread_mutex_lock(&work_lock);
  progress = 0;
  pthread_mutex_unlock(&work_lock);
  scratch++;
  pthread_join(t, 0);
  return progress + scratch;
}
