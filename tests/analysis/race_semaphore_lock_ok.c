/* Both threads write total between sem_wait and sem_post of one
   semaphore, a lock there; another semaphore only signals (main posts it,
   the threads wait on it), which takes no lock and asks for no release.
   Twin: race_semaphore_lock.c. */
#include <pthread.h>
#include <semaphore.h>

// expected-no-diagnostics

sem_t guard, go;
long total;

static void *worker(void *arg) {
  sem_wait(&go);
  sem_wait(&guard);
  total += 2;
  sem_post(&guard);
  return arg;
}

static void *auditor(void *arg) {
  sem_wait(&go);
  if (sem_trywait(&guard) == 0) {
    total = 0;
    sem_post(&guard);
  }
  return arg;
}

int main(void) {
  pthread_t a, b;
  sem_init(&guard, 0, 1);
  sem_init(&go, 0, 0);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, auditor, 0);
  sem_post(&go);
  sem_post(&go);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
