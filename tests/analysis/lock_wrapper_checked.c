/* A lock wrapper's condition that is not a check of the lock's own object
   stays a condition its callers must meet: a flag of the object (whether
   it is used from threads), a small number that names a state, or a
   test of something else than the lock's object.  A caller that does not
   know the condition holds may still hold the lock at its end.  And a
   thread that takes a lock through a checked wrapper and forgets to
   release it keeps the lock.  The lock's own pointer tested alone (`if
   (m) lock(m)`) may be null for "no locking", and a big number that the
   program also stores another of is a state (kinds tagged 'SHAR' and
   'PRIV'), not a magic number: both stay conditions. */
#include <pthread.h>

#define MUTEX_MAGIC 0xEFCD1983UL
struct obj {
  unsigned long magic;
  int threaded;
  int state;
  pthread_mutex_t mu;
  unsigned kind;
};
int ready;

void flag_lock(struct obj *o) {
  if (o->threaded)
    pthread_mutex_lock(&o->mu);
}
void state_lock(struct obj *o) {
  if (o->state == 2)
    pthread_mutex_lock(&o->mu);
}
void global_lock(struct obj *o) {
  if (ready)
    pthread_mutex_lock(&o->mu);
}
void checked_lock(struct obj *o) {
  if (o && o->magic == MUTEX_MAGIC)
    pthread_mutex_lock(&o->mu);
}

#define KIND_SHARED 0x53484152
#define KIND_PRIVATE 0x50524956
void kind_lock(struct obj *o) {
  if (o->kind == KIND_SHARED)
    pthread_mutex_lock(&o->mu);
}
void make_private(struct obj *o) { o->kind = KIND_PRIVATE; }

void maybe_lock(pthread_mutex_t *m) {
  if (m)
    pthread_mutex_lock(m);
}

void use_kind(struct obj *o) {
  kind_lock(o);
  pthread_mutex_unlock(&o->mu); // expected-warning{{releasing mutex 'o->mu' that was not held}}
}

void use_maybe(pthread_mutex_t *m) {
  maybe_lock(m);
  pthread_mutex_unlock(m); // expected-warning{{releasing mutex 'm' that was not held}}
}

void use_flag(struct obj *o) {
  flag_lock(o);
  pthread_mutex_unlock(&o->mu); // expected-warning{{releasing mutex 'o->mu' that was not held}}
}

void use_state(struct obj *o) {
  state_lock(o);
  pthread_mutex_unlock(&o->mu); // expected-warning{{releasing mutex 'o->mu' that was not held}}
}

void use_global(struct obj *o) {
  global_lock(o);
  pthread_mutex_unlock(&o->mu); // expected-warning{{releasing mutex 'o->mu' that was not held}}
}

static struct obj shared = {MUTEX_MAGIC, 1, 2, PTHREAD_MUTEX_INITIALIZER};

static void *forgets_release(void *arg) {
  checked_lock(&shared); // expected-note{{mutex 'shared.mu' acquired here}}
  return arg; // expected-warning{{mutex 'shared.mu' is still held at the end of function}}
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, forgets_release, NULL);
  pthread_join(t, NULL);
  return 0;
}
