/* The built-in models of POSIX mutexes and condition variables, with no
   annotation on the library's functions: pthread_mutex_t is a capability
   type, so GUARDED_BY names one; pthread_mutex_lock and
   pthread_mutex_unlock acquire and release what their argument points
   to; a try-lock or a timed lock holds the lock when it returns 0;
   pthread_cond_wait and pthread_cond_timedwait need their mutex (the
   second argument) held.
   One mistake per function: data read and written without the lock,
   a release of a lock not held, a lock taken twice, a lock still held at
   a return, a try-lock's or timed lock's failure path taken for its
   success, a try-lock's result ignored, a checked lock never released,
   and waits on a condition without the mutex.  Every function here is
   external and does something besides taking or releasing its lock, or
   is annotated, so that no lock-wrapper contract is inferred for it.
   clang-22, given the same functions annotated by hand, reports a leak at
   an early return at the closing brace instead (see still_held_at_end.c),
   and "not held on every path" at the join after it. */
#include <pthread.h>
#define GUARDED_BY(x) __attribute__((guarded_by(x)))

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int data GUARDED_BY(m);
int ready GUARDED_BY(m);
int flag; /* guarded by nothing */

struct queue {
  pthread_mutex_t lock;
  pthread_cond_t nonempty;
  int len GUARDED_BY(lock);
};

int read_unlocked(void) {
  return data; // expected-warning{{reading variable 'data' requires holding mutex 'm'}}
}

void write_unlocked(struct queue *q) {
  q->len = 0; // expected-warning{{writing variable 'len' requires holding mutex 'q->lock' exclusively}}
}

void write_after_unlock(int v) {
  pthread_mutex_lock(&m);
  data = v;
  pthread_mutex_unlock(&m);
  ready = 1; // expected-warning{{writing variable 'ready' requires holding mutex 'm' exclusively}}
}

void unlock_twice(struct queue *q) {
  pthread_mutex_lock(&q->lock);
  q->len++;
  pthread_mutex_unlock(&q->lock); // expected-note{{mutex 'q->lock' released here}}
  pthread_mutex_unlock(&q->lock); // expected-warning{{releasing mutex 'q->lock' that was not held}}
}

/* locks_excluded gives it a contract: it is not inferred to be an unlock
   wrapper */
void unlock_never_locked(void) __attribute__((locks_excluded(m))) {
  pthread_mutex_unlock(&m); // expected-warning{{releasing mutex 'm' that was not held}}
}

void lock_twice(void) {
  pthread_mutex_lock(&m); // expected-note{{mutex acquired here}}
  pthread_mutex_lock(&m); // expected-warning{{acquiring mutex 'm' that is already held}}
  data++;
  pthread_mutex_unlock(&m);
}

void leak_at_end(int v) {
  pthread_mutex_lock(&m); // expected-note{{mutex 'm' acquired here}}
  data = v;
} // expected-warning{{mutex 'm' is still held at the end of function}}

int leak_at_return(struct queue *q, int v) {
  pthread_mutex_lock(&q->lock); // expected-note{{mutex 'q->lock' acquired here}}
  if (v < 0)
    return -1; // expected-warning{{mutex 'q->lock' is still held at the end of function}}
  q->len = v;
  pthread_mutex_unlock(&q->lock);
  return 0;
}

/* nonzero is failure: this branch does not hold the lock */
int trylock_wrong_sense(void) {
  if (pthread_mutex_trylock(&m)) {
    data++; // expected-warning{{writing variable 'data' requires holding mutex 'm' exclusively}}
    return 1;
  }
  pthread_mutex_unlock(&m);
  return 0;
}

/* the same with == 0 the other way round */
int trylock_failure_path(struct queue *q) {
  if (pthread_mutex_trylock(&q->lock) != 0)
    return q->len; // expected-warning{{reading variable 'len' requires holding mutex 'q->lock'}}
  int n = q->len;
  pthread_mutex_unlock(&q->lock);
  return n;
}

/* ignored: the lock may not be held, for the write and for the unlock */
void trylock_ignored(void) {
  pthread_mutex_trylock(&m);
  data = 2; // expected-warning{{writing variable 'data' requires holding mutex 'm' exclusively}}
  pthread_mutex_unlock(&m); // expected-warning{{releasing mutex 'm' that was not held}}
}

/* a timeout is a failure: no lock on that path */
int timedlock_failure_path(const struct timespec *ts) {
  if (pthread_mutex_timedlock(&m, ts) != 0) {
    data = 0; // expected-warning{{writing variable 'data' requires holding mutex 'm' exclusively}}
    return -1;
  }
  data++;
  pthread_mutex_unlock(&m);
  return 0;
}

/* the stored result, tested after the access */
int timedlock_tested_late(struct queue *q, const struct timespec *ts) {
  int rc = pthread_mutex_timedlock(&q->lock, ts);
  q->len++; // expected-warning{{writing variable 'len' requires holding mutex 'q->lock' exclusively}}
  if (rc == 0)
    pthread_mutex_unlock(&q->lock);
  return rc;
}

/* a plain lock's failure is checked: on success it is never released */
int checked_lock_leaked(void) {
  if (pthread_mutex_lock(&m) != 0) // expected-note{{mutex 'm' acquired here}}
    return -1;
  data++;
  return 0; // expected-warning{{mutex 'm' is still held at the end of function}}
}

void wait_unlocked(void) {
  while (!flag)
    pthread_cond_wait(&cv, &m); // expected-warning{{calling function 'pthread_cond_wait' requires holding mutex 'm' exclusively}}
}

void wait_after_unlock(struct queue *q) {
  pthread_mutex_lock(&q->lock);
  int n = q->len;
  pthread_mutex_unlock(&q->lock);
  if (n == 0)
    pthread_cond_wait(&q->nonempty, &q->lock); // expected-warning{{calling function 'pthread_cond_wait' requires holding mutex 'q->lock' exclusively}}
}

int timedwait_after_unlock(const struct timespec *ts) {
  int rc = 0;
  pthread_mutex_lock(&m);
  int r = ready;
  pthread_mutex_unlock(&m);
  if (!r)
    rc = pthread_cond_timedwait(&cv, &m, ts); // expected-warning{{calling function 'pthread_cond_timedwait' requires holding mutex 'm' exclusively}}
  return rc;
}

/* a lock type of the program's own, a typedef of pthread_mutex_t */
typedef pthread_mutex_t lock_t;
lock_t own_lock = PTHREAD_MUTEX_INITIALIZER;
int own_data GUARDED_BY(own_lock);

void own_type_unlocked(void) {
  own_data++; // expected-warning{{writing variable 'own_data' requires holding mutex 'own_lock' exclusively}}
}
