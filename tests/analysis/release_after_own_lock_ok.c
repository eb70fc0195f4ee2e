/* A source's start takes its shutdown lock for reading and its shutdown
   releases it (icecast's source_init and source_shutdown), after reading
   a tree under the tree's own lock of the same type, which it takes and
   releases itself.  Releasing the shutdown lock is what the function is
   for, not a slip of `lock(&a->mu) ... unlock(&b->mu)`: the shutdown's
   contract is "release_generic(source->shutdown_rwlock->sys_rwlock)", and
   the thread that runs both is right. */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
typedef struct { pthread_rwlock_t sys_rwlock; } rwlock_t;
typedef struct { rwlock_t rwlock; int count; } tree_t;
typedef struct source { rwlock_t *shutdown_rwlock; const char *fallback; int running; } source_t;
tree_t *source_tree;
source_t *find_mount(const char *name);
void move_clients(source_t *from, source_t *to);

static void tree_rlock(tree_t *t) { pthread_rwlock_rdlock(&t->rwlock.sys_rwlock); }
static void tree_unlock(tree_t *t) { pthread_rwlock_unlock(&t->rwlock.sys_rwlock); }

static void source_init(source_t *source) {
  pthread_rwlock_rdlock(&source->shutdown_rwlock->sys_rwlock);
  source->running = 1;
}

static void source_shutdown(source_t *source) {
  source->running = 0;
  if (source->fallback) {
    tree_rlock(source_tree);
    source_t *fallback = find_mount(source->fallback);
    if (fallback)
      move_clients(source, fallback);
    tree_unlock(source_tree);
  }
  pthread_rwlock_unlock(&source->shutdown_rwlock->sys_rwlock);
}

static void *source_thread(void *arg) {
  source_t *source = arg;
  source_init(source);
  source_shutdown(source);
  return NULL;
}

void start_source(source_t *source) {
  pthread_t thread;
  pthread_create(&thread, NULL, source_thread, source);
}
