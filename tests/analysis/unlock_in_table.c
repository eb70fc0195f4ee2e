/* The twin of unlock_in_table_ok.c: the unlock function called directly
   without the lock held is warned at the call, and a thread's start
   routine, which nobody calls holding a lock, is warned in its body. */
#include <pthread.h>

struct obj { pthread_mutex_t mu; int n __attribute__((guarded_by(mu))); };
struct ops { void (*lock)(struct obj *); void (*unlock)(struct obj *); };

static void obj_lock(struct obj *o) { pthread_mutex_lock(&o->mu); }
static void obj_unlock(struct obj *o) { pthread_mutex_unlock(&o->mu); }
const struct ops obj_ops = { obj_lock, obj_unlock };

void release_twice(struct obj *o) {
  obj_lock(o);
  obj_unlock(o); // expected-note{{mutex 'o->mu' released here}}
  obj_unlock(o); // expected-warning{{releasing mutex 'o->mu' that was not held}}
}

static void *run(void *arg) {
  struct obj *o = arg;
  pthread_mutex_unlock(&o->mu); // expected-warning{{releasing mutex 'arg->mu' that was not held}}
  return 0;
}

void start(struct obj *o) {
  pthread_t t;
  pthread_create(&t, 0, run, o);
}
