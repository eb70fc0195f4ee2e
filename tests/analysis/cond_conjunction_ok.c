/* A wrapper that locks or unlocks only where two tests, each with a
   return of its own, pass (`if (!g->threaded) return; if (g->closing)
   return;`) gets a contract with their conjunction as its condition:
   callers that keep the gate as it was agree with themselves, and those
   that have tested it know what the wrapper does.  The hooks of an
   event loop that release and take a module lock around its sleep under
   the same two flags (redis's beforeSleep) are no leak and no release
   of a lock not held.  cond_conjunction.c misuses them. */
#include <pthread.h>
struct gate { pthread_mutex_t mu; int threaded; int closing; int jobs; };

static void gate_lock(struct gate *g) {
  if (!g->threaded)
    return;
  if (g->closing)
    return;
  pthread_mutex_lock(&g->mu);
}

static void gate_unlock(struct gate *g) {
  if (!g->threaded)
    return;
  if (g->closing)
    return;
  pthread_mutex_unlock(&g->mu);
}

void balanced(struct gate *g) {
  gate_lock(g);
  g->jobs++;
  gate_unlock(g);
}

void tested_first(struct gate *g) {
  if (!g->threaded || g->closing)
    return;
  gate_lock(g);
  g->jobs++;
  pthread_mutex_unlock(&g->mu);
}

void tested_inside(struct gate *g) {
  if (g->threaded && !g->closing) {
    gate_lock(g);
    g->jobs++;
    pthread_mutex_unlock(&g->mu);
  }
}

static pthread_mutex_t gil = PTHREAD_MUTEX_INITIALIZER;
static int blocked, nmodules;
static int module_count(void) { return nmodules; }

void before_sleep(void) {
  if (blocked)
    return;
  if (module_count())
    pthread_mutex_unlock(&gil);
}

void after_sleep(void) {
  if (blocked)
    return;
  if (module_count())
    pthread_mutex_lock(&gil);
}

struct loop { void (*before)(void); void (*after)(void); };
struct loop hooks = { before_sleep, after_sleep };
// expected-no-diagnostics
