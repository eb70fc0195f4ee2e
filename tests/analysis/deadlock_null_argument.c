/* The twin of deadlock_null_argument_ok.c: where the argument may be null
   (not tested, or null itself), the take may happen while the caller
   holds the lock. */
#include <pthread.h>
#include <stdlib.h>

struct ctx { int debug; };
static pthread_mutex_t default_lock = PTHREAD_MUTEX_INITIALIZER;
static int default_opts[4];

int set_option(struct ctx *c, int opt) {
  if (c == NULL) {
    pthread_mutex_lock(&default_lock); // expected-note 2 {{'default_lock' acquired here, in function 'set_option'}}
    default_opts[opt] = 1;
    pthread_mutex_unlock(&default_lock);
    return 0;
  }
  c->debug = opt;
  return 0;
}

void untested(void) {
  pthread_mutex_lock(&default_lock); // expected-note{{'default_lock' acquired here, in function 'untested'}}
  struct ctx *c = calloc(1, sizeof *c);
  set_option(c, 1); // expected-warning{{deadlock: calling 'set_option' acquires 'default_lock', which is already held}}
  pthread_mutex_unlock(&default_lock);
  free(c);
}

void null_itself(void) {
  pthread_mutex_lock(&default_lock); // expected-note{{'default_lock' acquired here, in function 'null_itself'}}
  set_option(NULL, 2); // expected-warning{{deadlock: calling 'set_option' acquires 'default_lock', which is already held}}
  pthread_mutex_unlock(&default_lock);
}

/* what a callee knew of its own call's argument (`c`, not null) says
   nothing of another function's `c` */
static pthread_mutex_t other_lock = PTHREAD_MUTEX_INITIALIZER;
struct ctx *lookup(int id);

static void helper(struct ctx *c) {
  pthread_mutex_lock(&other_lock); // expected-note{{'other_lock' acquired here, in function 'helper'}}
  c->debug = 1;
  pthread_mutex_unlock(&other_lock);
}

void middle(struct ctx *unused) {
  struct ctx *c = calloc(1, sizeof *c);
  (void)unused;
  if (!c)
    return;
  helper(c); // expected-note{{'helper' called here, in function 'middle'}}
  free(c);
}

void top(int id) {
  struct ctx *c = lookup(id);
  if (c == NULL) {
    pthread_mutex_lock(&other_lock); // expected-note{{'other_lock' acquired here, in function 'top'}}
    middle(c); // expected-warning{{deadlock: calling 'middle' acquires 'other_lock', which is already held}}
    pthread_mutex_unlock(&other_lock);
  }
}
