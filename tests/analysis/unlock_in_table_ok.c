/* An unlock function whose address is taken (a method table, an atfork
   handler) is still an unlock function: its contract says it releases the
   lock, and its body gets no warning.  Its lock twin was understood
   already; the release side now is too. */
#include <pthread.h>
// expected-no-diagnostics

struct obj { pthread_mutex_t mu; int n __attribute__((guarded_by(mu))); };
struct ops { void (*lock)(struct obj *); void (*unlock)(struct obj *); };

static void obj_lock(struct obj *o) { pthread_mutex_lock(&o->mu); }
static void obj_unlock(struct obj *o) { pthread_mutex_unlock(&o->mu); }
const struct ops obj_ops = { obj_lock, obj_unlock };

static pthread_mutex_t table_mu = PTHREAD_MUTEX_INITIALIZER;
static void before_fork(void) { pthread_mutex_lock(&table_mu); }
static void after_fork(void) { pthread_mutex_unlock(&table_mu); }

void install(void) { pthread_atfork(before_fork, after_fork, after_fork); }

void bump(struct obj *o) {
  obj_lock(o);
  o->n++;
  obj_unlock(o);
}
