/* A lock with an empty section (`lock(&m); unlock(&m);`) in code that
   also guards data with it is a data lock, not a barrier, even where
   other code passes it with no access (the reporter, started, and so met,
   before the worker): what its holders do still races with accesses that
   do not hold it.  Twin: race_barrier_ok.c. */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
long hits;

static void *reporter(void *arg) {
  pthread_mutex_lock(&m); /* wait for the holder */
  pthread_mutex_unlock(&m);
  return hits ? arg : 0; // expected-warning{{data race: reading 'hits' without holding 'm', held at 2 of its 2 writes}}
}

static void *worker(void *arg) {
  pthread_mutex_lock(&m);
  hits++; // expected-note{{'hits' written with 'm' held, in function 'worker'}}
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  hits += 2;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&b, 0, reporter, 0);
  pthread_create(&a, 0, worker, 0);
  return 0;
}
