/* The twin of deadlock_wrapper_globals_ok.c: the transform holds the mutex
   a global points to, which may be the thread tree's, so the two orders may meet
   on one lock, and the class cycle is reported. */
#include <pthread.h>
#include <stddef.h>
typedef struct { pthread_mutex_t sys_mutex; } mutex_t;
struct spin { pthread_mutex_t lock; int count; };
static mutex_t threadtree_mutex;
mutex_t *current = &threadtree_mutex;
static struct spin pending;
static int next_id, sheets;

static void mutex_lock(mutex_t *m) { pthread_mutex_lock(&m->sys_mutex); }
static void mutex_unlock(mutex_t *m) { pthread_mutex_unlock(&m->sys_mutex); }

static int thread_create(void) {
  mutex_lock(&threadtree_mutex); // expected-note{{'mutex_t.sys_mutex' acquired here, in function 'thread_create'}}
  int id = next_id++;
  mutex_unlock(&threadtree_mutex);
  return id;
}

static void *add_pending(void *arg) {
  pthread_mutex_lock(&pending.lock); // expected-note{{'struct spin.lock' acquired here}} expected-note{{'struct spin.lock' acquired here, in function 'add_pending'}}
  pending.count += thread_create(); // expected-warning{{potential deadlock: 'struct spin.lock' and 'mutex_t.sys_mutex' are acquired in opposite orders}} expected-note{{'mutex_t.sys_mutex' acquired through a call to 'thread_create' while 'struct spin.lock' is held, in function 'add_pending'}}
  pthread_mutex_unlock(&pending.lock);
  return arg;
}

static void *transform(void *arg) {
  mutex_lock(current); // expected-note{{'mutex_t.sys_mutex' acquired here}}
  sheets++;
  add_pending(NULL); // expected-note{{'struct spin.lock' acquired through a call to 'add_pending' while 'mutex_t.sys_mutex' is held, in function 'transform'}}
  mutex_unlock(current);
  return arg;
}

void start(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, add_pending, NULL);
  pthread_create(&b, NULL, transform, NULL);
}
