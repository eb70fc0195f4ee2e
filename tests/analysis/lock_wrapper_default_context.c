/* The twin of lock_wrapper_default_context_ok.c: the picked context's
   lock is one lock per argument, so releasing another context's is still
   a finding; and a function that returns what it computes (an element it
   finds) names no one object, nor does one that locks (get_locked in
   returned_locked_ok.c). */
#include <pthread.h>
#include <stddef.h>

struct ctx { pthread_mutex_t events_lock; int id; };
static struct ctx default_obj = {PTHREAD_MUTEX_INITIALIZER, 0};
static struct ctx *default_ctx = &default_obj;
static struct ctx all[4];

static struct ctx *pick(struct ctx *c) { return c ? c : default_ctx; }

void lock_picked(struct ctx *c) { pthread_mutex_lock(&pick(c)->events_lock); }
void unlock_picked(struct ctx *c) { pthread_mutex_unlock(&pick(c)->events_lock); }

void other_context(struct ctx *a, struct ctx *b) {
  lock_picked(a); // expected-note{{mutex 'pick(a)->events_lock' acquired here}}
  unlock_picked(b); // expected-warning{{releasing mutex 'pick(b)->events_lock' that was not held}}
} // expected-warning{{mutex 'pick(a)->events_lock' is still held at the end of function}}

static struct ctx *find(int id) {
  for (int i = 0; i < 4; i++)
    if (all[i].id == id)
      return &all[i];
  return default_ctx;
}

void lock_found(int id) {
  struct ctx *c = find(id);
  pthread_mutex_lock(&c->events_lock); // expected-note{{mutex 'find(id)->events_lock' acquired here}}
} // expected-warning{{mutex 'find(id)->events_lock' is still held at the end of function}}
