/* model_pthread_rwlock.c done right, with no annotation on the library's
   functions: reads under a read lock, writes under a write lock, each
   try-lock and timed lock held where it returned 0 (`== 0`, `!`, an early
   return of a nonzero result, a stored result), pthread_rwlock_unlock
   releasing a read lock and a write lock alike, also one taken in either
   mode by a flag and released after the join (where Clang, which merges
   the lock sets, would report the mismatch). */
// expected-no-diagnostics
#include <pthread.h>
#define GUARDED_BY(x) __attribute__((guarded_by(x)))

pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int table GUARDED_BY(rw);

struct cache {
  pthread_rwlock_t lock;
  int hits GUARDED_BY(lock);
};

int read_locked(void) {
  pthread_rwlock_rdlock(&rw);
  int v = table;
  pthread_rwlock_unlock(&rw);
  return v;
}

void write_locked(struct cache *c) {
  pthread_rwlock_wrlock(&c->lock);
  c->hits++;
  pthread_rwlock_unlock(&c->lock);
}

int tryrdlock_equal_zero(void) {
  if (pthread_rwlock_tryrdlock(&rw) == 0) {
    int v = table;
    pthread_rwlock_unlock(&rw);
    return v;
  }
  return -1;
}

int tryrdlock_bail_out(struct cache *c) {
  if (pthread_rwlock_tryrdlock(&c->lock))
    return -1;
  int v = c->hits;
  pthread_rwlock_unlock(&c->lock);
  return v;
}

int trywrlock_not(int v) {
  if (!pthread_rwlock_trywrlock(&rw)) {
    table = v;
    pthread_rwlock_unlock(&rw);
    return 0;
  }
  return -1;
}

int trywrlock_stored(struct cache *c) {
  int rc = pthread_rwlock_trywrlock(&c->lock);
  if (rc != 0)
    return rc;
  c->hits = 0;
  pthread_rwlock_unlock(&c->lock);
  return 0;
}

int timedrdlock_read(const struct timespec *ts) {
  if (pthread_rwlock_timedrdlock(&rw, ts) != 0)
    return -1;
  int v = table;
  pthread_rwlock_unlock(&rw);
  return v;
}

int timedwrlock_write(struct cache *c, const struct timespec *ts) {
  int rc = pthread_rwlock_timedwrlock(&c->lock, ts);
  if (rc == 0) {
    c->hits++;
    pthread_rwlock_unlock(&c->lock);
  }
  return rc;
}

/* read, then write: the read lock released before the write lock */
void read_then_write(void) {
  pthread_rwlock_rdlock(&rw);
  int old = table;
  pthread_rwlock_unlock(&rw);
  pthread_rwlock_wrlock(&rw);
  if (table == old)
    table = old + 1;
  pthread_rwlock_unlock(&rw);
}

/* either mode, by a flag; one unlock releases whichever is held */
int access_either(struct cache *c, int write, int v) {
  if (write)
    pthread_rwlock_wrlock(&c->lock);
  else
    pthread_rwlock_rdlock(&c->lock);
  int old = c->hits;
  if (write)
    c->hits = v;
  pthread_rwlock_unlock(&c->lock);
  return old;
}
