/* The built-in models of POSIX spinlocks, C11 mutexes and stdio's FILE
   locks, with no annotation on the library's functions.
   pthread_spinlock_t is a capability type named "spinlock" in messages;
   pthread_spin_lock and pthread_spin_unlock take and release it, and
   pthread_spin_trylock holds it when it returns 0.  mtx_t is a "mutex":
   mtx_lock and mtx_unlock take and release it, mtx_trylock and
   mtx_timedlock hold it when they return thrd_success (0), and cnd_wait
   and cnd_timedwait need it held.  flockfile and funlockfile take and
   release the lock of the FILE their argument points to, named as the
   pointee ('*f'), and ftrylockfile holds it when it returns 0.  One
   mistake per function: data touched without its lock, a lock released
   twice, taken twice, still held at a return, a try-lock's or timed
   lock's failure taken for its success, an unlock where the try-lock
   failed, and condition waits without the mutex. */
#include <pthread.h>
#include <stdio.h>
#include <threads.h>
#define GUARDED_BY(x) __attribute__((guarded_by(x)))

/* ---------------------------------------------------- POSIX spinlocks */

pthread_spinlock_t sl;
int hits GUARDED_BY(sl);

void spin_write_unlocked(void) {
  hits++; // expected-warning{{writing variable 'hits' requires holding spinlock 'sl' exclusively}}
}

int spin_read_after_unlock(void) {
  pthread_spin_lock(&sl);
  hits++;
  pthread_spin_unlock(&sl);
  return hits; // expected-warning{{reading variable 'hits' requires holding spinlock 'sl'}}
}

void spin_unlock_twice(void) {
  pthread_spin_lock(&sl);
  hits = 0;
  pthread_spin_unlock(&sl); // expected-note{{spinlock 'sl' released here}}
  pthread_spin_unlock(&sl); // expected-warning{{releasing spinlock 'sl' that was not held}}
}

void spin_lock_twice(void) {
  pthread_spin_lock(&sl); // expected-note{{spinlock acquired here}}
  pthread_spin_lock(&sl); // expected-warning{{acquiring spinlock 'sl' that is already held}}
  hits++;
  pthread_spin_unlock(&sl);
}

int spin_leak(int v) {
  pthread_spin_lock(&sl); // expected-note{{spinlock 'sl' acquired here}}
  if (v < 0)
    return -1; // expected-warning{{spinlock 'sl' is still held at the end of function}}
  hits = v;
  pthread_spin_unlock(&sl);
  return 0;
}

/* nonzero is failure (EBUSY) */
int spin_trylock_wrong_sense(void) {
  if (pthread_spin_trylock(&sl)) {
    hits = 0; // expected-warning{{writing variable 'hits' requires holding spinlock 'sl' exclusively}}
    return 1;
  }
  pthread_spin_unlock(&sl);
  return 0;
}

void spin_trylock_unlock_anyway(void) {
  if (pthread_spin_trylock(&sl) == 0)
    hits++;
  pthread_spin_unlock(&sl); // expected-warning{{releasing spinlock 'sl' that was not held}}
}

/* ------------------------------------------------------ C11 threads */

mtx_t mx;
cnd_t cnd;
int queued GUARDED_BY(mx);

int c11_read_unlocked(void) {
  return queued; // expected-warning{{reading variable 'queued' requires holding mutex 'mx'}}
}

void c11_unlock_twice(void) {
  mtx_lock(&mx);
  queued++;
  mtx_unlock(&mx); // expected-note{{mutex 'mx' released here}}
  mtx_unlock(&mx); // expected-warning{{releasing mutex 'mx' that was not held}}
}

void c11_lock_twice(void) {
  mtx_lock(&mx); // expected-note{{mutex acquired here}}
  mtx_lock(&mx); // expected-warning{{acquiring mutex 'mx' that is already held}}
  queued++;
  mtx_unlock(&mx);
}

int c11_leak(int n) {
  if (mtx_lock(&mx) != thrd_success) // expected-note{{mutex 'mx' acquired here}}
    return -1;
  if (n > 100)
    return -1; // expected-warning{{mutex 'mx' is still held at the end of function}}
  queued += n;
  mtx_unlock(&mx);
  return 0;
}

int c11_trylock_failure_path(void) {
  if (mtx_trylock(&mx) != thrd_success) {
    queued++; // expected-warning{{writing variable 'queued' requires holding mutex 'mx' exclusively}}
    return -1;
  }
  queued--;
  mtx_unlock(&mx);
  return 0;
}

int c11_trylock_wrong_sense(void) {
  if (mtx_trylock(&mx))
    return queued; // expected-warning{{reading variable 'queued' requires holding mutex 'mx'}}
  mtx_unlock(&mx);
  return 0;
}

/* the result ignored: the lock may not be held, for the write and for
   the unlock */
void c11_timedlock_ignored(const struct timespec *ts) {
  mtx_timedlock(&mx, ts);
  queued = 0; // expected-warning{{writing variable 'queued' requires holding mutex 'mx' exclusively}}
  mtx_unlock(&mx); // expected-warning{{releasing mutex 'mx' that was not held}}
}

int c11_timedlock_failure_path(const struct timespec *ts) {
  int rc = mtx_timedlock(&mx, ts);
  if (rc != thrd_success)
    return queued; // expected-warning{{reading variable 'queued' requires holding mutex 'mx'}}
  int n = queued;
  mtx_unlock(&mx);
  return n;
}

void c11_wait_after_unlock(void) {
  mtx_lock(&mx);
  int n = queued;
  mtx_unlock(&mx);
  if (n == 0)
    cnd_wait(&cnd, &mx); // expected-warning{{calling function 'cnd_wait' requires holding mutex 'mx' exclusively}}
}

int c11_timedwait_unlocked(const struct timespec *ts) {
  int rc = thrd_success;
  mtx_lock(&mx);
  int n = queued;
  mtx_unlock(&mx);
  while (n == 0 && rc == thrd_success)
    rc = cnd_timedwait(&cnd, &mx, ts); // expected-warning{{calling function 'cnd_timedwait' requires holding mutex 'mx' exclusively}}
  return rc;
}

/* ------------------------------------------------------- stdio locks */

void stdio_unlock_twice(FILE *f) {
  flockfile(f);
  fputs("a", f);
  funlockfile(f); // expected-note{{mutex 'f' released here}}
  funlockfile(f); // expected-warning{{releasing mutex 'f' that was not held}}
}

int stdio_leak(FILE *f, const char *a, const char *b) {
  flockfile(f); // expected-note{{mutex 'f' acquired here}}
  if (fputs(a, f) < 0)
    return -1; // expected-warning{{mutex 'f' is still held at the end of function}}
  fputs(b, f);
  funlockfile(f);
  return 0;
}

void stdio_trylock_unlock_anyway(FILE *f) {
  if (ftrylockfile(f) == 0)
    putc_unlocked('x', f);
  funlockfile(f); // expected-warning{{releasing mutex 'f' that was not held}}
}

/* nonzero is failure: this branch does not hold the lock */
void stdio_trylock_wrong_sense(FILE *f) {
  if (ftrylockfile(f)) {
    putc_unlocked('y', f);
    funlockfile(f); // expected-warning{{releasing mutex 'f' that was not held}}
    return;
  }
  funlockfile(f);
}

/* a global stream, named by what stdout points to */
void stdio_stdout_leak(int n) {
  flockfile(stdout); // expected-note{{mutex 'stdout' acquired here}}
  for (int i = 0; i < n; i++)
    if (putchar_unlocked('.') == EOF)
      return; // expected-warning{{mutex 'stdout' is still held at the end of function}}
  funlockfile(stdout);
}
