/* A semaphore that counts is no lock, though a function waits on it and
   then posts it: slots starts at 4, so four threads may be between the
   wait and the post at once; main posts gate once more with no wait, so
   two may.  The writes of both threads race.  Twin:
   race_semaphore_lock_ok.c (a semaphore that starts at 1, posted only
   after a wait). */
#include <pthread.h>
#include <semaphore.h>

sem_t slots, gate;
long used, served;

static void *client(void *arg) {
  sem_wait(&slots);
  used++; // expected-warning{{data race: 'used' is written by two threads with no lock held}}
          // expected-note@-1{{'used' written here by another thread running 'client' at once}}
  sem_post(&slots);
  sem_wait(&gate);
  served++; // expected-warning{{data race: 'served' is written by two threads with no lock held}}
            // expected-note@-1{{'served' written here by another thread running 'client' at once}}
  sem_post(&gate);
  return arg;
}

int main(void) {
  pthread_t a, b;
  sem_init(&slots, 0, 4);
  sem_init(&gate, 0, 1);
  pthread_create(&a, 0, client, 0);
  pthread_create(&b, 0, client, 0);
  sem_post(&gate);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
