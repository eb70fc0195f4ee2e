/* unlock_by_flag_ok.c's release by a flag, called by a thread that never
   took the lock (named by the value m holds, the thread's argument); and
   a release decided by an argument, a release where the argument is not 0
   (`release(m->mu when really)`): the caller that passes 0 keeps the
   lock, the one that passes 1 without the lock releases it unheld. */
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
    pthread_mutex_unlock(&m->mu);
}

static void *keeps(void *arg) {
  my_mutex *m = arg;
  pthread_mutex_lock(&m->mu); // expected-note{{mutex 'arg->mu' acquired here}}
  m->n++;
  maybe_unlock(m, 0);
  return 0; // expected-warning{{mutex 'arg->mu' is still held at the end of function}}
}

static void *unheld(void *arg) {
  my_mutex *m = arg;
  m->n++;
  maybe_unlock(m, 1); // expected-warning{{releasing mutex 'arg->mu' that was not held}}
  return 0;
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
  pthread_create(&t, 0, keeps, m);
  pthread_create(&t, 0, unheld, m);
}
