/* A lock made by hand in the verification tools' atomic functions (as
   SV-COMP's tasks write it): __VERIFIER_atomic_acquire waits for the flag
   to be 0 and sets it, __VERIFIER_atomic_release clears it.  Between the
   two the counter is guarded; the read after the release is not, and
   races with the other threads' guarded writes.  The flag may be passed
   by address ('lock_flag(&busy)').  Twin: race_hand_made_lock_ok.c. */
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
  jobs++; // expected-note{{'jobs' also written here, in function 'increment', with 'busy' held}}
  __VERIFIER_atomic_unlock_flag(&busy);
  jobs--; // expected-warning{{data race: writing 'jobs' while another thread writes it, with no lock in common}}
  __VERIFIER_atomic_acquire();
  unsigned v = value;
  value = v + 1; // expected-note{{'value' written with 'm' held, in function 'increment'}}
  __VERIFIER_atomic_release();
  return value > v ? arg : 0; // expected-warning{{data race: reading 'value' without holding 'm', held at 1 of its 1 writes}}
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < 4; i++)
    pthread_create(&t, 0, increment, 0);
  return 0;
}
