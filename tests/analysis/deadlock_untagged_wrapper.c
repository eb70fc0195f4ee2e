/* A mutex wrapped in an untagged struct (`typedef struct { ... } mutex_t`)
   and handed to a thread as its void * argument: the thread's local
   `mutex_t *m = arg` holds the argument's value, whose type says nothing
   of mutex_t, and the lock had no class, so the cycle with the other
   thread's order went unseen.  The struct's first typedef names it. */
#include <pthread.h>
#include <stddef.h>
typedef struct { pthread_mutex_t sys_mutex; } mutex_t;
struct spin { pthread_mutex_t lock; int count; };
static mutex_t tree_mutex;
static struct spin pending;

static void mutex_lock(mutex_t *m) { pthread_mutex_lock(&m->sys_mutex); } // expected-note{{'mutex_t.sys_mutex' acquired here, in function 'mutex_lock'}}
static void mutex_unlock(mutex_t *m) { pthread_mutex_unlock(&m->sys_mutex); }

static void *add(void *arg) {
  pthread_mutex_lock(&pending.lock); // expected-note{{'struct spin.lock' acquired here}}
  mutex_lock(&tree_mutex); // expected-warning{{potential deadlock: 'struct spin.lock' and 'mutex_t.sys_mutex' are acquired in opposite orders}} expected-note{{'mutex_t.sys_mutex' acquired through a call to 'mutex_lock' while 'struct spin.lock' is held, in function 'add'}}
  pending.count++;
  mutex_unlock(&tree_mutex);
  pthread_mutex_unlock(&pending.lock);
  return arg;
}

static void count(void) {
  pthread_mutex_lock(&pending.lock); // expected-note{{'struct spin.lock' acquired here, in function 'count'}}
  pending.count--;
  pthread_mutex_unlock(&pending.lock);
}

static void *walk(void *arg) {
  mutex_t *m = arg;
  mutex_lock(m); // expected-note{{'mutex_t.sys_mutex' acquired here}}
  count(); // expected-note{{'struct spin.lock' acquired through a call to 'count' while 'mutex_t.sys_mutex' is held, in function 'walk'}}
  mutex_unlock(m);
  return NULL;
}

void start(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, add, NULL);
  pthread_create(&b, NULL, walk, &tree_mutex);
}
