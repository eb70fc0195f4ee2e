/* flag_library_call_ok.c's pattern where the call between may change the
   flag: a library function given the whole object's bytes (memset), a
   function of this file that writes the flag by name, and a function of
   another file with no summary (it may name the header's member); a
   helper of this file that does the same one call deeper (memset, a
   struct assigned whole, a call of another file's function, of a
   function it is given); a thread started between, which may write it;
   a library function given a struct of a system header (poll, which
   writes each pollfd's revents). */
#include <poll.h>
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

static void reset(struct shared_module *m) { memset(m, 0, sizeof *m); }
static void copy_in(struct shared_module *m, const struct shared_module *from) { *m = *from; }
static void pass_on(struct shared_module *m) { consume(m); }
static void call_back(void (*fn)(struct shared_module *), struct shared_module *m) { fn(m); }
static void *flipper(void *arg) {
  ((struct shared_module *)arg)->needs_lock = 0;
  return arg;
}

void reset_deeper(struct shared_module *m) {
  if (m->needs_lock)
    pthread_mutex_lock(&m->lk); // expected-note{{mutex 'm->lk' acquired here}}
  reset(m);
  if (m->needs_lock)
    pthread_mutex_unlock(&m->lk); // expected-warning{{releasing mutex 'm->lk' that was not held}}
} // expected-warning{{mutex 'm->lk' is still held at the end of function}}

void copied_whole(struct shared_module *m, const struct shared_module *from) {
  if (m->needs_lock)
    pthread_mutex_lock(&m->lk); // expected-note{{mutex 'm->lk' acquired here}}
  copy_in(m, from);
  if (m->needs_lock)
    pthread_mutex_unlock(&m->lk); // expected-warning{{releasing mutex 'm->lk' that was not held}}
} // expected-warning{{mutex 'm->lk' is still held at the end of function}}

void passed_on(struct shared_module *m) {
  if (m->needs_lock)
    pthread_mutex_lock(&m->lk); // expected-note{{mutex 'm->lk' acquired here}}
  pass_on(m);
  if (m->needs_lock)
    pthread_mutex_unlock(&m->lk); // expected-warning{{releasing mutex 'm->lk' that was not held}}
} // expected-warning{{mutex 'm->lk' is still held at the end of function}}

void called_back(struct shared_module *m) {
  if (m->needs_lock)
    pthread_mutex_lock(&m->lk); // expected-note{{mutex 'm->lk' acquired here}}
  call_back(toggle, m);
  if (m->needs_lock)
    pthread_mutex_unlock(&m->lk); // expected-warning{{releasing mutex 'm->lk' that was not held}}
} // expected-warning{{mutex 'm->lk' is still held at the end of function}}

void thread_between(struct shared_module *m) {
  pthread_t t;
  if (m->needs_lock)
    pthread_mutex_lock(&m->lk); // expected-note{{mutex 'm->lk' acquired here}}
  pthread_create(&t, NULL, flipper, m);
  pthread_join(t, NULL);
  if (m->needs_lock)
    pthread_mutex_unlock(&m->lk); // expected-warning{{releasing mutex 'm->lk' that was not held}}
} // expected-warning{{mutex 'm->lk' is still held at the end of function}}

void polled(struct pollfd *pfd, pthread_mutex_t *lk) {
  if (pfd->revents)
    pthread_mutex_lock(lk); // expected-note{{mutex 'lk' acquired here}}
  poll(pfd, 1, 0);
  if (pfd->revents)
    pthread_mutex_unlock(lk); // expected-warning{{releasing mutex 'lk' that was not held}}
} // expected-warning{{mutex 'lk' is still held at the end of function}}
