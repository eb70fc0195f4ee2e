/* cond_conjunction_ok.c's wrappers, misused: a lock that gate_lock takes
   only when the gate is threaded and not closing, released whatever it
   did; the gate closed between gate_lock and gate_unlock (the two calls
   may disagree); a hook that takes the module lock under two flags,
   released without a look at them. */
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

void unconditional_unlock(struct gate *g) {
  gate_lock(g);
  g->jobs++;
  pthread_mutex_unlock(&g->mu); // expected-warning{{releasing mutex 'g->mu' that was not held}}
}

void closed_between(struct gate *g) {
  gate_lock(g); // expected-note{{mutex 'g->mu' acquired here}}
  g->closing = 1;
  gate_unlock(g); // expected-warning{{releasing mutex 'g->mu' that was not held}}
} // expected-warning{{mutex 'g->mu' is still held at the end of function}}

static pthread_mutex_t gil = PTHREAD_MUTEX_INITIALIZER;
static int blocked, nmodules;
static int module_count(void) { return nmodules; }

static void take_gil(void) {
  if (blocked)
    return;
  if (module_count())
    pthread_mutex_lock(&gil);
}

void run_module(void) {
  take_gil();
  pthread_mutex_unlock(&gil); // expected-warning{{releasing mutex 'gil' that was not held}}
}
