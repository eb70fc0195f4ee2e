/* deadlock_gate_lock_ok.c with the gate taken on one side only: the
   thread without it can hold b while the other holds a. */
#include <pthread.h>

pthread_mutex_t big = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int shared;

void *one(void *arg) {
  pthread_mutex_lock(&big);
  pthread_mutex_lock(&a); // expected-note{{'a' acquired here}}
  pthread_mutex_lock(&b); // expected-warning{{potential deadlock: 'a' and 'b' are acquired in opposite orders}} \
                          // expected-note{{'b' acquired while 'a' is held, in function 'one'}}
  shared++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&big);
  return arg;
}

static void take_a(void) {
  pthread_mutex_lock(&a); // expected-note{{'a' acquired here, in function 'take_a'}}
  shared--;
  pthread_mutex_unlock(&a);
}

void *two(void *arg) {
  pthread_mutex_lock(&b); // expected-note{{'b' acquired here}}
  take_a(); // expected-note{{'a' acquired through a call to 'take_a' while 'b' is held, in function 'two'}}
  pthread_mutex_unlock(&b);
  return arg;
}
