/* unlock_by_flag_ok.c's release by a flag, called by a thread that never
   took the lock (named by the value m holds, the thread's argument); and
   a release decided by an argument, not by a flag of the object, which is
   no release: the caller that passes 0 keeps the lock. */
#include <pthread.h>
typedef struct { pthread_mutex_t mu; int locked; int n; } my_mutex;

void my_unlock(my_mutex *m) {
  if (m->locked) {
    m->locked = 0;
    pthread_mutex_unlock(&m->mu);
  }
}

void maybe_unlock(my_mutex *m, int really) {
  if (really)
    pthread_mutex_unlock(&m->mu); // expected-warning{{releasing mutex 'm->mu' that was not held}}
}

static void *worker(void *arg) {
  my_mutex *m = arg;
  m->n++;
  my_unlock(m); // expected-warning{{releasing mutex 'arg->mu' that was not held}}
  return 0;
}

void start(my_mutex *m) {
  pthread_t t;
  pthread_create(&t, 0, worker, m);
}
