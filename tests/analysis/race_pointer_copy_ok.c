/* race_pointer_copy.c made right: the copy's writes hold the lock the
   others hold.  (An object taken out of a list under its lock, the head
   written with the lock held, is the taker's: race_global_pointer_ok.c.) */
#include <pthread.h>

struct stats { long hits, misses; };
struct stats *settings;
static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  struct stats *s = settings;
  pthread_mutex_lock(&stats_lock);
  s->hits++;
  pthread_mutex_unlock(&stats_lock);
  return arg;
}

int main(void) {
  static struct stats all;
  settings = &all;
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
// expected-no-diagnostics
