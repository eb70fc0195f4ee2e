/* The semaphore is held between the wait and the post; a post with no
   wait before it in the function, or a wait with no post after it,
   signals between threads and is no lock.  A semaphore that some
   function posts with no wait (blocker, by release_reports) counts, so it
   is no lock even where a function waits on it and may post it after
   (report, which keeps it on one path).  Twin: semaphore_lock.c. */
#include <semaphore.h>

// expected-no-diagnostics

sem_t s, ready, blocker;
int data __attribute__((guarded_by(s)));

void guarded(void) {
  sem_wait(&s);
  data = 1;
  sem_post(&s);
}

int tried(void) {
  if (sem_trywait(&s) != 0)
    return -1;
  data = 4;
  sem_post(&s);
  return 0;
}

void announce(void) { sem_post(&ready); }

void await(void) { sem_wait(&ready); }

void hold_reports(void) { sem_wait(&blocker); }

void report(int once) {
  sem_wait(&blocker);
  if (once)
    sem_post(&blocker);
}

void release_reports(void) { sem_post(&blocker); }
