/* A semaphore that a function waits on and then posts is a lock there:
   worker writes total between sem_wait and sem_post, but auditor writes
   it without the semaphore, so the two race.  Twin:
   race_semaphore_lock_ok.c. */
#include <pthread.h>
#include <semaphore.h>

sem_t guard;
long total;

static void *worker(void *arg) {
  sem_wait(&guard);
  total += 2; // expected-note{{'total' also written here, in function 'worker', with 'guard' held}}
  sem_post(&guard);
  return arg;
}

static void *auditor(void *arg) {
  total = 0; // expected-warning{{data race: writing 'total' while another thread writes it, with no lock in common}}
  return arg;
}

int main(void) {
  pthread_t a, b;
  sem_init(&guard, 0, 1);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, auditor, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
