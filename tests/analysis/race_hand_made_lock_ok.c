/* race_hand_made_lock.c with the counter read before the release: every
   access holds the lock made by hand, and the flag is only touched in
   atomic functions, so nothing races and the lock is taken and released
   in pairs. */
// expected-no-diagnostics
#include <pthread.h>

extern void abort(void);
static void assume(int cond) {
  if (!cond)
    abort();
}

unsigned value, m, busy, jobs;

void __VERIFIER_atomic_acquire(void) {
  assume(m == 0);
  m = 1;
}

void __VERIFIER_atomic_release(void) {
  assume(m == 1);
  m = 0;
}

void __VERIFIER_atomic_lock_flag(unsigned *flag) {
  assume(*flag == 0);
  *flag = 1;
}

void __VERIFIER_atomic_unlock_flag(unsigned *flag) {
  assume(*flag == 1);
  *flag = 0;
}

static void *increment(void *arg) {
  __VERIFIER_atomic_lock_flag(&busy);
  jobs++;
  jobs--;
  __VERIFIER_atomic_unlock_flag(&busy);
  __VERIFIER_atomic_acquire();
  unsigned v = value;
  value = v + 1;
  int grew = value > v;
  __VERIFIER_atomic_release();
  return grew ? arg : 0;
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < 4; i++)
    pthread_create(&t, 0, increment, 0);
  return 0;
}
