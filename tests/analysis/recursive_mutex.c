/* recursive_mutex_ok.c with mutexes that are not recursive: the default
   initializer, and attributes of another type. */
#define _GNU_SOURCE
#include <pthread.h>

pthread_mutex_t registry = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t table_lock;
int entries;

void setup(void) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&table_lock, &attr);
  pthread_mutexattr_destroy(&attr);
}

static void count(void) {
  pthread_mutex_lock(&registry); // expected-note{{'registry' acquired here, in function 'count'}}
  entries++;
  pthread_mutex_unlock(&registry);
}

void enroll(void) {
  pthread_mutex_lock(&registry); // expected-note{{'registry' acquired here, in function 'enroll'}}
  count(); // expected-warning{{deadlock: calling 'count' acquires 'registry', which is already held}}
  pthread_mutex_unlock(&registry);
}

void grow(void) {
  pthread_mutex_lock(&table_lock); // expected-note{{mutex acquired here}}
  pthread_mutex_lock(&table_lock); // expected-warning{{acquiring mutex 'table_lock' that is already held}}
  entries++;
  pthread_mutex_unlock(&table_lock); // expected-note{{mutex 'table_lock' released here}}
  pthread_mutex_unlock(&table_lock); // expected-warning{{releasing mutex 'table_lock' that was not held}}
}
