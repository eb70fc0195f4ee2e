/* A global declared in a header and defined in the file is one lock and
   one guarded variable, whichever declaration a use sees: a function
   between the two declarations locks the same mutex the later ones name,
   and the header's guarded_by holds where the definition is the
   declaration in sight. */
#include <pthread.h>

extern pthread_mutex_t stats_lock;
extern int hits __attribute__((guarded_by(stats_lock)));

static inline void stats_enter(void) __attribute__((acquire_capability(stats_lock)));
static inline void stats_enter(void) { pthread_mutex_lock(&stats_lock); }

pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
int hits;

void count_unlocked(void) {
  hits++; // expected-warning{{writing variable 'hits' requires holding mutex 'stats_lock' exclusively}}
}

void count_twice(void) {
  stats_enter(); // expected-note{{mutex acquired here}}
  pthread_mutex_lock(&stats_lock); // expected-warning{{acquiring mutex 'stats_lock' that is already held}}
  hits++;
  pthread_mutex_unlock(&stats_lock); // expected-note{{mutex 'stats_lock' released here}}
  pthread_mutex_unlock(&stats_lock); // expected-warning{{releasing mutex 'stats_lock' that was not held}}
}
