/* Every mutex of the program is wrapped in one struct type (icecast's
   `mutex_t`), so all are of the class 'mutex_t.sys_mutex': one thread
   takes the pending list's lock and then, creating a thread, the thread
   tree's mutex; another holds the stylesheet mutex and takes the pending
   list's lock, and a third holds a tree's mutex, a member of a struct
   it reaches through a pointer, and takes the pending list's lock.  The
   orders meet at two different variables of the wrapper type, or at a
   variable and a member, which are two locks: no cycle. */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
typedef struct { pthread_mutex_t sys_mutex; } mutex_t;
struct spin { pthread_mutex_t lock; int count; };
static mutex_t threadtree_mutex, xslt_mutex;
static struct spin pending;
struct tree { mutex_t mutex; int size; } *trees;
static int next_id, sheets;

static void mutex_lock(mutex_t *m) { pthread_mutex_lock(&m->sys_mutex); }
static void mutex_unlock(mutex_t *m) { pthread_mutex_unlock(&m->sys_mutex); }

static int thread_create(void) {
  mutex_lock(&threadtree_mutex);
  int id = next_id++;
  mutex_unlock(&threadtree_mutex);
  return id;
}

static void *add_pending(void *arg) {
  pthread_mutex_lock(&pending.lock);
  pending.count += thread_create();
  pthread_mutex_unlock(&pending.lock);
  return arg;
}

static void *transform(void *arg) {
  mutex_lock(&xslt_mutex);
  sheets++;
  add_pending(arg);
  mutex_unlock(&xslt_mutex);
  return arg;
}

static void *walk(void *arg) {
  mutex_lock(&trees->mutex);
  trees->size++;
  add_pending(arg);
  mutex_unlock(&trees->mutex);
  return arg;
}

void start(void) {
  pthread_t a, b, c;
  pthread_create(&a, NULL, add_pending, NULL);
  pthread_create(&b, NULL, transform, NULL);
  pthread_create(&c, NULL, walk, NULL);
}
