/* The twin of lock_wrapper_tests_flag_ok.c: a lock the body lets go on
   one path and keeps on another is still a leak where it is kept, and a
   wrapper that releases its caller's lock is no lock wrapper. */
#include <pthread.h>

struct ctx { pthread_mutex_t events_lock, data_lock; int closing, active; };

void lock_unless_closing(struct ctx *c) {
  pthread_mutex_lock(&c->data_lock); // expected-note{{mutex 'c->data_lock' acquired here}}
  if (c->closing)
    return; // expected-warning{{mutex 'c->data_lock' is still held at the end of function}}
  pthread_mutex_unlock(&c->data_lock);
  pthread_mutex_lock(&c->events_lock);
}

void swap_locks(struct ctx *c) {
  pthread_mutex_unlock(&c->data_lock); /* the caller's: a release in its contract */
  pthread_mutex_lock(&c->events_lock); // expected-note{{mutex 'c->events_lock' acquired here}}
} // expected-warning{{mutex 'c->events_lock' is still held at the end of function}}
