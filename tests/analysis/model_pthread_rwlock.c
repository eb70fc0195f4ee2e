/* The built-in models of POSIX read-write locks, with no annotation on
   the library's functions: pthread_rwlock_rdlock and the read try-locks
   hold the lock shared, pthread_rwlock_wrlock and the write try-locks
   exclusive; the try-locks and timed locks hold it when they return 0;
   pthread_rwlock_unlock releases either mode.  One mistake per function:
   a write under a read lock (plain, and after a successful timed read
   lock), a try-lock's failure path taken for its success, a timed lock's
   stored result tested after the access, an unlock where the try-lock
   failed, a read lock "upgraded" to a write lock (a self-deadlock), and
   releases of a lock not held.  clang-22, given the same functions
   annotated by hand, reports the unlock after a failed try-lock as "not
   held on every path" at the join before it; annotalysis keeps the paths
   apart and warns at the unlock (see cond_lock.c). */
#include <pthread.h>
#define GUARDED_BY(x) __attribute__((guarded_by(x)))

pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int table GUARDED_BY(rw);

struct cache {
  pthread_rwlock_t lock;
  int hits GUARDED_BY(lock);
};

void write_under_read_lock(int v) {
  pthread_rwlock_rdlock(&rw);
  table = v; // expected-warning{{writing variable 'table' requires holding mutex 'rw' exclusively}}
  pthread_rwlock_unlock(&rw);
}

void increment_under_read_lock(struct cache *c) {
  pthread_rwlock_rdlock(&c->lock);
  c->hits++; // expected-warning{{writing variable 'hits' requires holding mutex 'c->lock' exclusively}}
  pthread_rwlock_unlock(&c->lock);
}

int read_unlocked(struct cache *c) {
  return c->hits; // expected-warning{{reading variable 'hits' requires holding mutex 'c->lock'}}
}

/* nonzero is failure: no lock on that path */
int tryrdlock_failure_path(void) {
  if (pthread_rwlock_tryrdlock(&rw) != 0)
    return table; // expected-warning{{reading variable 'table' requires holding mutex 'rw'}}
  int v = table;
  pthread_rwlock_unlock(&rw);
  return v;
}

int tryrdlock_wrong_sense(struct cache *c) {
  if (pthread_rwlock_tryrdlock(&c->lock)) {
    int v = c->hits; // expected-warning{{reading variable 'hits' requires holding mutex 'c->lock'}}
    return v;
  }
  pthread_rwlock_unlock(&c->lock);
  return -1;
}

/* the unlock is reached also where the try-lock failed */
void trywrlock_unlock_anyway(int v) {
  if (pthread_rwlock_trywrlock(&rw) == 0)
    table = v;
  pthread_rwlock_unlock(&rw); // expected-warning{{releasing mutex 'rw' that was not held}}
}

/* spinning on the try-lock: each failed attempt is counted in data the
   lock it failed to take guards */
void trywrlock_spin(struct cache *c) {
  while (pthread_rwlock_trywrlock(&c->lock) != 0)
    c->hits--; // expected-warning{{writing variable 'hits' requires holding mutex 'c->lock' exclusively}}
  c->hits++;
  pthread_rwlock_unlock(&c->lock);
}

/* held, but shared */
int timedrdlock_then_write(const struct timespec *ts) {
  if (pthread_rwlock_timedrdlock(&rw, ts) != 0)
    return -1;
  table = 0; // expected-warning{{writing variable 'table' requires holding mutex 'rw' exclusively}}
  pthread_rwlock_unlock(&rw);
  return 0;
}

/* the result stored and tested only after the write */
int timedwrlock_tested_late(struct cache *c, const struct timespec *ts) {
  int rc = pthread_rwlock_timedwrlock(&c->lock, ts);
  c->hits = rc; // expected-warning{{writing variable 'hits' requires holding mutex 'c->lock' exclusively}}
  if (rc == 0)
    pthread_rwlock_unlock(&c->lock);
  return rc;
}

/* taking the write lock while holding the read lock never returns */
int upgrade(void) {
  pthread_rwlock_rdlock(&rw); // expected-note{{mutex acquired here}}
  int old = table;
  pthread_rwlock_wrlock(&rw); // expected-warning{{acquiring mutex 'rw' that is already held}}
  pthread_rwlock_unlock(&rw);
  return old;
}

int unlock_twice(struct cache *c) {
  pthread_rwlock_rdlock(&c->lock);
  int h = c->hits;
  pthread_rwlock_unlock(&c->lock); // expected-note{{mutex 'c->lock' released here}}
  pthread_rwlock_unlock(&c->lock); // expected-warning{{releasing mutex 'c->lock' that was not held}}
  return h;
}

/* locks_excluded gives it a contract: it is not inferred to be an unlock
   wrapper */
void unlock_never_locked(void) __attribute__((locks_excluded(rw))) {
  pthread_rwlock_unlock(&rw); // expected-warning{{releasing mutex 'rw' that was not held}}
}
