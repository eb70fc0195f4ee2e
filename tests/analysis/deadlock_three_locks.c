/* Three locks, each thread taking two: a -> b, b -> c, c -> a.  No two
   threads take a pair the other way round, but the three together can
   each hold one lock and wait for the next. */
#include <pthread.h>

pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER, c = PTHREAD_MUTEX_INITIALIZER;
int shared;

void *first(void *arg) {
  pthread_mutex_lock(&a); // expected-note{{'a' acquired here}}
  pthread_mutex_lock(&b); // expected-warning{{potential deadlock: a cycle of lock order 'a' -> 'b' -> 'c' -> 'a'}} \
                          // expected-note{{'b' acquired while 'a' is held, in function 'first'}}
  shared++;
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}

void *second(void *arg) {
  pthread_mutex_lock(&b); // expected-note{{'b' acquired here}}
  pthread_mutex_lock(&c); // expected-note{{'c' acquired while 'b' is held, in function 'second'}}
  shared++;
  pthread_mutex_unlock(&c);
  pthread_mutex_unlock(&b);
  return arg;
}

void *third(void *arg) {
  pthread_mutex_lock(&c); // expected-note{{'c' acquired here}}
  pthread_mutex_lock(&a); // expected-note{{'a' acquired while 'c' is held, in function 'third'}}
  shared++;
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&c);
  return arg;
}
