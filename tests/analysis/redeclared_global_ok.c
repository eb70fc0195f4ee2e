/* The twin of redeclared_global.c: locked through the wrapper written
   before the definition, released by its name after it. */
#include <pthread.h>
// expected-no-diagnostics

extern pthread_mutex_t stats_lock;
extern int hits __attribute__((guarded_by(stats_lock)));

static inline void stats_enter(void) { pthread_mutex_lock(&stats_lock); }

pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
int hits;

void count(void) {
  stats_enter();
  hits++;
  pthread_mutex_unlock(&stats_lock);
}
