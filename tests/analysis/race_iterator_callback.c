/* race_iterator_callback_ok.c with the iterations called after the
   caller's lock is released: the callbacks, which run inside them, read
   and write without it. */
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
  return last_flush <= *(long *)data; // expected-warning{{data race: reading 'last_flush' without holding 'cache_lock', held at 1 of its 1 writes}}
}

static void count(void *value, void *data) {
  (void)value;
  (void)data;
  visited++; // expected-warning{{data race: writing 'visited' while another thread writes it, with no lock in common}}
}

static void *writer(void *arg) {
  pthread_mutex_lock(&cache_lock);
  last_flush += 2; // expected-note{{'last_flush' written with 'cache_lock' held, in function 'writer'}}
  visited = 0; // expected-note{{'visited' also written here, in function 'writer', with 'cache_lock' held}}
  pthread_mutex_unlock(&cache_lock);
  return arg;
}

static void *flusher(void *arg) {
  pthread_mutex_lock(&cache_lock);
  long timeout = last_flush + 5;
  pthread_mutex_unlock(&cache_lock);
  g_tree_foreach(cache, flush_old, &timeout); // expected-note{{'flush_old' called here, in function 'flusher'}}
  cache_for_each(cache, count, 0); // expected-note{{'count' called here, in function 'flusher'}}
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
