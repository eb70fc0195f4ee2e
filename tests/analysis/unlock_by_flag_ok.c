/* An unlock function that releases the lock only where the object's own
   flag says it is held (`if (m->locked) { m->locked = 0; unlock(); }`):
   inferred as a release, the flag being the program's record of the
   lock, and its body not said to return holding it. */
// expected-no-diagnostics
#include <pthread.h>
typedef struct { pthread_mutex_t mu; int locked; int n; } my_mutex;

void my_lock(my_mutex *m) {
  pthread_mutex_lock(&m->mu);
  m->locked = 1;
}

void my_unlock(my_mutex *m) {
  if (m->locked) {
    m->locked = 0;
    pthread_mutex_unlock(&m->mu);
  }
}

void bump(my_mutex *m) {
  my_lock(m);
  m->n++;
  my_unlock(m);
}
