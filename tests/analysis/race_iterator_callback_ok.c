/* A callback given to a container's iteration, a library function this
   file only declares (glib's g_tree_foreach and g_hash_table_foreach,
   rrdcached's flush): it runs there and then, inside the caller's
   critical section, so what it reads is read with the caller's lock
   held.  An iteration is known by its name. */
// expected-no-diagnostics
#include <pthread.h>

typedef struct Tree Tree;
void g_tree_foreach(Tree *tree, int (*visit)(void *key, void *value, void *data), void *data);
void cache_for_each(Tree *tree, void (*visit)(void *value, void *data), void *data);

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static long last_flush, visited;
static Tree *cache;

static int flush_old(void *key, void *value, void *data) {
  (void)key;
  (void)value;
  return last_flush <= *(long *)data;
}

static void count(void *value, void *data) {
  (void)value;
  (void)data;
  visited++;
}

static void *writer(void *arg) {
  pthread_mutex_lock(&cache_lock);
  last_flush += 2;
  visited = 0;
  pthread_mutex_unlock(&cache_lock);
  return arg;
}

static void *flusher(void *arg) {
  long timeout = 5;
  pthread_mutex_lock(&cache_lock);
  g_tree_foreach(cache, flush_old, &timeout);
  cache_for_each(cache, count, 0);
  pthread_mutex_unlock(&cache_lock);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, flusher, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
