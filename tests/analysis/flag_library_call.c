/* flag_library_call_ok.c's pattern where the call between may change the
   flag: a library function given the whole object's bytes (memset), a
   function of this file that writes the flag by name, and a function of
   another file with no summary (it may name the header's member). */
#include <pthread.h>
#include <string.h>
#include "inc/shared_module.h"

void consume(void *data);

static void toggle(struct shared_module *m) { m->needs_lock = !m->needs_lock; }

void cleared(struct shared_module *m) {
  if (m->needs_lock)
    pthread_mutex_lock(&m->lk); // expected-note{{mutex 'm->lk' acquired here}}
  memset(m, 0, sizeof *m);
  if (m->needs_lock)
    pthread_mutex_unlock(&m->lk); // expected-warning{{releasing mutex 'm->lk' that was not held}}
} // expected-warning{{mutex 'm->lk' is still held at the end of function}}

void toggled(struct shared_module *m) {
  if (m->needs_lock)
    pthread_mutex_lock(&m->lk); // expected-note{{mutex 'm->lk' acquired here}}
  toggle(m);
  if (m->needs_lock)
    pthread_mutex_unlock(&m->lk); // expected-warning{{releasing mutex 'm->lk' that was not held}}
} // expected-warning{{mutex 'm->lk' is still held at the end of function}}

void unknown(struct shared_module *m, void *data) {
  if (m->needs_lock)
    pthread_mutex_lock(&m->lk); // expected-note{{mutex 'm->lk' acquired here}}
  consume(data);
  if (m->needs_lock)
    pthread_mutex_unlock(&m->lk); // expected-warning{{releasing mutex 'm->lk' that was not held}}
} // expected-warning{{mutex 'm->lk' is still held at the end of function}}
