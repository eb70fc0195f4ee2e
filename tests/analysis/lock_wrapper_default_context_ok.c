/* Lock wrappers that first replace a null context by the default one
   (libusb's `ctx = usbi_get_context(ctx)`): the function that picks the
   context returns its argument or a global, so its call names one object
   for one argument, and the lock is named through it in the wrappers'
   contracts, as Clang compares expressions. */
#include <pthread.h>
#include <stddef.h>

// expected-no-diagnostics

struct ctx { pthread_mutex_t events_lock; int active; };
static struct ctx default_obj = {PTHREAD_MUTEX_INITIALIZER, 0};
static struct ctx *default_ctx = &default_obj;
static int warned;

static struct ctx *get_ctx(struct ctx *c) {
  if (!c)
    c = default_ctx;
  if (!c && !warned)
    warned = 1;
  return c;
}

static struct ctx *pick(struct ctx *c) { return c ? c : default_ctx; }

void lock_events(struct ctx *c) {
  c = get_ctx(c);
  pthread_mutex_lock(&c->events_lock);
}

void unlock_events(struct ctx *c) {
  c = get_ctx(c);
  pthread_mutex_unlock(&c->events_lock);
}

void lock_picked(struct ctx *c) { pthread_mutex_lock(&pick(c)->events_lock); }
void unlock_picked(struct ctx *c) { pthread_mutex_unlock(&pick(c)->events_lock); }

void user(struct ctx *c) {
  lock_events(c);
  unlock_events(c);
  lock_picked(NULL);
  unlock_picked(NULL);
}
