/* Lock and try-lock wrappers that first read a flag under another lock
   they take and release (libusb's libusb_try_lock_events, which returns
   1 where it fails): the lock they keep is their contract; the one they
   let go is no release of their caller's. */
#include <pthread.h>
#include <stddef.h>

// expected-no-diagnostics

struct ctx { pthread_mutex_t events_lock, data_lock; int closing, active; };

int try_lock_events(struct ctx *c) {
  int closing;
  pthread_mutex_lock(&c->data_lock);
  closing = c->closing;
  pthread_mutex_unlock(&c->data_lock);
  if (closing)
    return 1;
  if (pthread_mutex_trylock(&c->events_lock) != 0)
    return 1;
  return 0;
}

void lock_events(struct ctx *c) {
  pthread_mutex_lock(&c->data_lock);
  c->closing = 0;
  pthread_mutex_unlock(&c->data_lock);
  pthread_mutex_lock(&c->events_lock);
}

void unlock_events(struct ctx *c) { pthread_mutex_unlock(&c->events_lock); }

void user(struct ctx *c) {
  if (try_lock_events(c) == 0) {
    c->active++;
    unlock_events(c);
  }
  lock_events(c);
  c->active++;
  unlock_events(c);
}
