/* The twin of lock_handed_over_by_flag_ok.c: a thread's function (which
   hands no lock to a caller, so its findings are its own) hands the locks
   over without holding them, and another takes them and returns on one
   path without handing them over. */
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
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

static void *hands_over_nothing(void *arg) {
  struct events *events = arg;
  reschedule(events, true); // expected-warning{{releasing mutex 'arg->mx' that was not held}} expected-warning{{releasing mutex 'arg->reschedule_lock' that was not held}}
  return NULL;
}

static void *keeps_them(void *arg) {
  struct events *events = arg;
  pthread_mutex_lock(&events->reschedule_lock); // expected-note{{mutex 'arg->reschedule_lock' acquired here}}
  pthread_mutex_lock(&events->mx); // expected-note{{mutex 'arg->mx' acquired here}}
  if (events->running)
    return NULL; // expected-warning{{mutex 'arg->reschedule_lock' is still held at the end of function}} expected-warning{{mutex 'arg->mx' is still held at the end of function}}
  reschedule(events, true);
  return NULL;
}

void start(struct events *events) {
  pthread_t a, b;
  pthread_create(&a, NULL, hands_over_nothing, events);
  pthread_create(&b, NULL, keeps_them, events);
}
