// flags: -Iinclude
/* deadlock_declared_order.c with the order kept: outer, then inner,
   directly and through a call. */
// expected-no-diagnostics
#include <pthread.h>
#include "annotalysis.h"

pthread_mutex_t inner = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t outer ACQUIRED_BEFORE(inner) = PTHREAD_MUTEX_INITIALIZER;
int shared;

static void take_inner(void) {
  pthread_mutex_lock(&inner);
  shared++;
  pthread_mutex_unlock(&inner);
}

void *forward(void *arg) {
  pthread_mutex_lock(&outer);
  pthread_mutex_lock(&inner);
  shared++;
  pthread_mutex_unlock(&inner);
  pthread_mutex_unlock(&outer);
  return arg;
}

void *through(void *arg) {
  pthread_mutex_lock(&outer);
  take_inner();
  pthread_mutex_unlock(&outer);
  return arg;
}
