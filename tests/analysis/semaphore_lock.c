/* A POSIX semaphore a function waits on and then posts is a lock in that
   function, as a binary semaphore used for mutual exclusion is: data it
   guards needs it held, and waiting twice before the post waits forever.
   Twin: semaphore_lock_ok.c. */
#include <semaphore.h>

sem_t s;
int data __attribute__((guarded_by(s)));

void unguarded(void) {
  data = 2; // expected-warning{{writing variable 'data' requires holding semaphore 's' exclusively}}
}

void twice(void) {
  sem_wait(&s); // expected-note{{semaphore acquired here}}
  sem_wait(&s); // expected-warning{{acquiring semaphore 's' that is already held}}
  data = 3;
  sem_post(&s);
}
