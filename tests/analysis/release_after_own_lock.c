/* The twin of release_after_own_lock_ok.c: the shutdown releases the
   source's read lock for its caller, so a thread that never took it is
   warned at the call; one that takes a tree's lock and releases another
   tree's (a slip) is warned in its body, as before. */
#include <pthread.h>
#include <stddef.h>
typedef struct { pthread_rwlock_t sys_rwlock; } rwlock_t;
typedef struct { rwlock_t rwlock; int count; } tree_t;
typedef struct source { rwlock_t *shutdown_rwlock; const char *fallback; int running; } source_t;
tree_t *source_tree, *other_tree;
source_t *find_mount(const char *name);
void move_clients(source_t *from, source_t *to);

static void tree_rlock(tree_t *t) { pthread_rwlock_rdlock(&t->rwlock.sys_rwlock); }
static void tree_unlock(tree_t *t) { pthread_rwlock_unlock(&t->rwlock.sys_rwlock); }

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
  source_shutdown(source); // expected-warning{{releasing mutex 'arg->shutdown_rwlock->sys_rwlock' that was not held}}
  return NULL;
}

static void count_slip(void) {
  tree_rlock(source_tree); // expected-note{{mutex 'source_tree->rwlock.sys_rwlock' acquired here}}
  source_tree->count++;
  tree_unlock(other_tree); // expected-warning{{releasing mutex 'other_tree->rwlock.sys_rwlock' that was not held}}
} // expected-warning{{mutex 'source_tree->rwlock.sys_rwlock' is still held at the end of function}}

static void *count_thread(void *arg) {
  (void)arg;
  count_slip();
  return NULL;
}

void start_source(source_t *source) {
  pthread_t thread, counter;
  pthread_create(&thread, NULL, source_thread, source);
  pthread_create(&counter, NULL, count_thread, NULL);
}
