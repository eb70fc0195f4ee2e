// flags: -Iinclude
/* An order that acquired_before declares, broken through a call: the
   broken order is reported (where the call is), not as a cycle. */
#include <pthread.h>
#include "annotalysis.h"

pthread_mutex_t inner = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t outer ACQUIRED_BEFORE(inner) = PTHREAD_MUTEX_INITIALIZER;
int shared;

static void take_outer(void) {
  pthread_mutex_lock(&outer); // expected-note{{'outer' acquired here, in function 'take_outer'}}
  shared++;
  pthread_mutex_unlock(&outer);
}

void *forward(void *arg) {
  pthread_mutex_lock(&outer);
  pthread_mutex_lock(&inner);
  shared++;
  pthread_mutex_unlock(&inner);
  pthread_mutex_unlock(&outer);
  return arg;
}

void *backward(void *arg) {
  pthread_mutex_lock(&inner); // expected-note{{'inner' acquired here}}
  take_outer(); // expected-warning{{'outer' must be acquired before 'inner', but calling 'take_outer' acquires it while 'inner' is held}}
  pthread_mutex_unlock(&inner);
  return arg;
}
