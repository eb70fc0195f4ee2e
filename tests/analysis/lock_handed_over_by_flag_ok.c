/* A function that takes its locks itself, or, when a flag says so,
   releases the ones its caller hands over (knot's `reschedule(events,
   mx_handover)`): the run with the flag 0 does nothing to its caller's
   locks, the run with it not 0 releases them, so its contract is by case
   ("release(events->mx, events->reschedule_lock); when mx_handover is 0:
   nothing", --dump-contracts), and both callers are right. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdbool.h>
struct events { pthread_mutex_t mx, reschedule_lock; int running, event; };
void schedule(int event);

static void reschedule(struct events *events, bool mx_handover) {
  if (!mx_handover) {
    pthread_mutex_lock(&events->reschedule_lock);
    pthread_mutex_lock(&events->mx);
  }
  if (!events->event || events->running) {
    pthread_mutex_unlock(&events->mx);
    pthread_mutex_unlock(&events->reschedule_lock);
    return;
  }
  int event = events->event;
  pthread_mutex_unlock(&events->mx);
  schedule(event);
  pthread_mutex_unlock(&events->reschedule_lock);
}

void event_done(struct events *events) {
  pthread_mutex_lock(&events->reschedule_lock);
  pthread_mutex_lock(&events->mx);
  events->running = 0;
  reschedule(events, true); /* unlocks both */
}

void kick(struct events *events) {
  reschedule(events, false);
}
