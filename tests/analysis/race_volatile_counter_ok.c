/* race_volatile_counter.c with the counter updated under a lock, and the
   volatile data used as flags and published values are: a flag that
   threads set to constants, and a time that one thread (main) writes
   while the workers only read it.  None races. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;
volatile unsigned long served;
volatile int stopping;
volatile long now;

static void *worker(void *arg) {
  long started = now;
  while (!stopping) {
    pthread_mutex_lock(&count_lock);
    served++;
    pthread_mutex_unlock(&count_lock);
    if (now - started > 10)
      stopping = 1;
  }
  return arg;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (long tick = 0; tick < 100 && !stopping; tick++)
    now = tick;
  stopping = 1;
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return (int)served;
}
