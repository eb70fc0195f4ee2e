/* volatile does not make an update atomic: a volatile counter that two
   threads add to is a race, as is reading it while they do; so is a
   volatile variable main updates while its thread does.  A volatile flag
   (only constants stored) is not.  Twin: race_volatile_counter_ok.c. */
#include <pthread.h>

volatile unsigned long served;
volatile int pending;
volatile int stopping;

static void *worker(void *arg) {
  while (!stopping)
    served++; // expected-warning{{data race: 'served' is written by two threads with no lock held}} \
                 expected-note{{'served' written here by another thread running 'worker' at once}}
  return arg;
}

static void *reaper(void *arg) {
  pending = pending - 1; // expected-warning{{data race: 'pending' is written by two threads with no lock held}}
  return arg;
}

int main(void) {
  pthread_t t[2], r;
  pending = 2;
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  pthread_create(&r, 0, reaper, 0);
  pending = pending + 1; // expected-note{{'pending' also written here, in function 'main'}}
  stopping = 1;
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  pthread_join(r, 0);
  return (int)served;
}
