/* model_spin_c11_stdio.c done right, with no annotation on the library's
   functions: spinlocks, C11 mutexes and FILE locks taken and released on
   every path; each try-lock and timed lock held where it returned 0 or
   thrd_success (`== 0`, `!`, an early return on failure, a stored
   result); a plain lock's result checked for failure (taken to succeed);
   cnd_wait and cnd_timedwait in a loop under their mutex; and a FILE
   locked again by the thread that holds it, which POSIX allows (a FILE's
   lock counts: "if the count is positive and the caller owns the (FILE *)
   object, the count shall be incremented"). */
// expected-no-diagnostics
#include <pthread.h>
#include <stdio.h>
#include <threads.h>
#define GUARDED_BY(x) __attribute__((guarded_by(x)))

/* ---------------------------------------------------- POSIX spinlocks */

pthread_spinlock_t sl;
int hits GUARDED_BY(sl);

int spin_locked(void) {
  pthread_spin_lock(&sl);
  int v = ++hits;
  pthread_spin_unlock(&sl);
  return v;
}

int spin_trylock_equal_zero(void) {
  if (pthread_spin_trylock(&sl) == 0) {
    hits++;
    pthread_spin_unlock(&sl);
    return 0;
  }
  return -1;
}

int spin_trylock_bail_out(void) {
  if (pthread_spin_trylock(&sl))
    return -1;
  hits = 0;
  pthread_spin_unlock(&sl);
  return 0;
}

void spin_until_locked(void) {
  while (pthread_spin_trylock(&sl) != 0)
    ;
  hits++;
  pthread_spin_unlock(&sl);
}

/* ------------------------------------------------------ C11 threads */

mtx_t mx;
cnd_t cnd;
int queued GUARDED_BY(mx);

void c11_locked(void) {
  mtx_lock(&mx);
  queued++;
  mtx_unlock(&mx);
}

int c11_checked_lock(int n) {
  if (mtx_lock(&mx) != thrd_success)
    return -1;
  queued += n;
  mtx_unlock(&mx);
  return 0;
}

int c11_trylock_success(void) {
  if (mtx_trylock(&mx) == thrd_success) {
    int n = queued;
    mtx_unlock(&mx);
    return n;
  }
  return -1;
}

int c11_trylock_not(void) {
  if (!mtx_trylock(&mx)) {
    queued = 0;
    mtx_unlock(&mx);
    return 1;
  }
  return 0;
}

int c11_timedlock_stored(const struct timespec *ts) {
  int rc = mtx_timedlock(&mx, ts);
  if (rc != thrd_success)
    return rc;
  queued--;
  mtx_unlock(&mx);
  return thrd_success;
}

int c11_take(void) {
  mtx_lock(&mx);
  while (queued == 0)
    cnd_wait(&cnd, &mx);
  int n = --queued;
  mtx_unlock(&mx);
  return n;
}

int c11_take_timed(const struct timespec *ts) {
  int rc = thrd_success;
  mtx_lock(&mx);
  while (queued == 0 && rc == thrd_success)
    rc = cnd_timedwait(&cnd, &mx, ts);
  if (rc == thrd_success)
    queued--;
  mtx_unlock(&mx);
  return rc;
}

/* ------------------------------------------------------- stdio locks */

int stdio_pair(FILE *f, const char *a, const char *b) {
  flockfile(f);
  if (fputs(a, f) < 0) {
    funlockfile(f);
    return -1;
  }
  fputs(b, f);
  funlockfile(f);
  return 0;
}

int stdio_trylock_equal_zero(FILE *f) {
  if (ftrylockfile(f) == 0) {
    putc_unlocked('x', f);
    funlockfile(f);
    return 0;
  }
  return -1;
}

int stdio_trylock_bail_out(FILE *f) {
  if (ftrylockfile(f))
    return -1;
  putc_unlocked('y', f);
  funlockfile(f);
  return 0;
}

void stdio_stdout(int n) {
  flockfile(stdout);
  for (int i = 0; i < n; i++)
    putchar_unlocked('.');
  funlockfile(stdout);
}

/* a FILE's lock is recursive: taken twice, released twice */
void stdio_nested(FILE *f) {
  flockfile(f);
  fputs("a", f);
  flockfile(f);
  fputs("b", f);
  funlockfile(f);
  putc_unlocked('\n', f);
  funlockfile(f);
}
