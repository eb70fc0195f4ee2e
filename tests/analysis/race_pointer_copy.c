/* A local that holds a global pointer's value names the same object as
   the global: `s = settings; s->hits++` is `settings->hits++`, written by
   every worker with no lock held. */
#include <pthread.h>

struct stats { long hits, misses; };
struct stats *settings;

static void *worker(void *arg) {
  struct stats *s = settings;
  s->hits++; // expected-warning{{data race: 's->hits' (struct stats.hits) is written by two threads with no lock held}} \
                expected-note{{'s->hits' written here by another thread running 'worker' at once}}
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
