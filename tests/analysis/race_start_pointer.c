/* A thread started through a pointer (a table of start routines, a
   variable) may run any function of the file whose address is taken and
   that has a start routine's type: here worker and resetter, each of
   which may run in two threads at once.  Twin: race_start_pointer_ok.c. */
#include <pthread.h>

long counter, resets;
pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  pthread_mutex_lock(&mu);
  counter++; // expected-note{{'counter' written with 'mu' held, in function 'worker'}}
  pthread_mutex_unlock(&mu);
  pthread_mutex_lock(&mu);
  counter += 2;
  pthread_mutex_unlock(&mu);
  return arg;
}

static void *resetter(void *arg) {
  counter = 0; // expected-warning{{data race: writing 'counter' without holding 'mu', held at 2 of its 3 writes}}
  resets++; // expected-warning{{data race: 'resets' is written by two threads with no lock held}} expected-note{{'resets' written here by another thread running 'resetter' at once}}
  return arg;
}

void *(*const routines[])(void *) = {worker, resetter};

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, routines[i], 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
