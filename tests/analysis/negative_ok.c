// flags: -Iinclude
/* negative.c done right: each function that takes a lock named negated,
   or calls one that requires !lock, requires !lock itself, or holds it
   since a release on every path.  Locks the callers cannot name (reached
   from a local), locks no requirement negates, and reentrant locks need
   no negative capability. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int count GUARDED_BY(mu);
void bump(void) REQUIRES(!mu);

void bump(void) REQUIRES(!mu) {
  mutex_lock(&mu);
  count++;
  mutex_unlock(&mu);
}

void caller(void) REQUIRES(!mu) {
  bump();
  bump();
}

void locker(void) REQUIRES(!mu) {
  mutex_lock(&mu);
  count = 1;
  mutex_unlock(&mu);
  bump();
}

void both_paths(int c) REQUIRES(!mu) {
  if (c) {
    mutex_lock(&mu);
    count = 2;
    mutex_unlock(&mu);
  }
  bump();
}

struct dev { struct mutex lock; int state GUARDED_BY(lock); };
void dev_reset(struct dev *d) REQUIRES(!d->lock);
struct dev *dev_new(void);

void dev_user(struct dev *d) REQUIRES(!d->lock) {
  dev_reset(d);
  mutex_lock(&d->lock);
  d->state = 1;
  mutex_unlock(&d->lock);
}

void dev_local(void) {
  struct dev *d = dev_new();
  dev_reset(d);
  mutex_lock(&d->lock);
  d->state = 1;
  mutex_unlock(&d->lock);
}

struct mutex other;
int other_count GUARDED_BY(other);

void plain(void) {
  mutex_lock(&other);
  other_count++;
  mutex_unlock(&other);
}

struct CAPABILITY("mutex") REENTRANT_CAPABILITY rmutex { int opaque; };
void rlock(struct rmutex *m) ACQUIRE(*m);
void runlock(struct rmutex *m) RELEASE(*m);
struct rmutex rmu;
void r_excluded(void) REQUIRES(!rmu);

void reentrant(void) {
  rlock(&rmu);
  runlock(&rmu);
  r_excluded();
}
