/* race_pointer_parameter.c with both callers of the helper holding the
   lock, each thread given its own counter, and main writing the level
   only after the join. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t hits_lock = PTHREAD_MUTEX_INITIALIZER;
long hits, misses, level;

static void add(long *counter) { (*counter)++; }

static void *careful(void *arg) {
  pthread_mutex_lock(&hits_lock);
  add(&hits);
  pthread_mutex_unlock(&hits_lock);
  return arg;
}

static void *also_careful(void *arg) {
  pthread_mutex_lock(&hits_lock);
  add(&hits);
  pthread_mutex_unlock(&hits_lock);
  add(&misses);
  return arg;
}

static void *raise_level(void *arg) {
  long *p = arg;
  *p = 2;
  return arg;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, careful, 0);
  pthread_create(&b, 0, also_careful, 0);
  pthread_create(&c, 0, raise_level, &level);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  level = 1;
  return (int)(hits + misses + level);
}
