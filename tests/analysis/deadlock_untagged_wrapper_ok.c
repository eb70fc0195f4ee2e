/* deadlock_untagged_wrapper.c, ordered: the thread that walks takes the
   pending list's lock before the mutex it is handed (an untagged
   wrapper's, named by its typedef), as the other thread does. */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
typedef struct { pthread_mutex_t sys_mutex; } mutex_t;
struct spin { pthread_mutex_t lock; int count; };
static mutex_t tree_mutex;
static struct spin pending;

static void mutex_lock(mutex_t *m) { pthread_mutex_lock(&m->sys_mutex); }
static void mutex_unlock(mutex_t *m) { pthread_mutex_unlock(&m->sys_mutex); }

static void *add(void *arg) {
  pthread_mutex_lock(&pending.lock);
  mutex_lock(&tree_mutex);
  pending.count++;
  mutex_unlock(&tree_mutex);
  pthread_mutex_unlock(&pending.lock);
  return arg;
}

static void *walk(void *arg) {
  mutex_t *m = arg;
  pthread_mutex_lock(&pending.lock);
  mutex_lock(m);
  pending.count--;
  mutex_unlock(m);
  pthread_mutex_unlock(&pending.lock);
  return NULL;
}

void start(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, add, NULL);
  pthread_create(&b, NULL, walk, &tree_mutex);
}
