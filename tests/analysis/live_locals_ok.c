/* The twins of live_locals.c, correct: a local read after a join keeps
   what each path knew of it, while locals nothing reads again get no
   join value. */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t other = PTHREAD_MUTEX_INITIALIZER;
int count __attribute__((guarded_by(mu)));

void tested_later(int x) {
  int ok = pthread_mutex_trylock(&mu);
  int scratch;
  if (x)
    scratch = 1;
  else
    scratch = 2;
  (void)scratch;
  if (ok == 0) {
    count++;
    pthread_mutex_unlock(&mu);
  }
}

void picked(int x) {
  pthread_mutex_t *m = &other;
  int unused;
  if (x) {
    m = &mu;
    unused = 1;
  } else {
    unused = 2;
  }
  (void)unused;
  pthread_mutex_lock(m); /* the join's value of m, the same lock both times */
  pthread_mutex_unlock(m);
}

/* An interpreter's loop: each case's temporaries are dead where the cases
   join, the accumulator is not. */
int run(const int *ops, int n) {
  int acc = 0, t1, t2, t3;
  for (int pc = 0; pc < n; pc++) {
    switch (ops[pc]) {
    case 1: t1 = ops[pc] * 2; acc += t1; break;
    case 2: t2 = ops[pc] * 3; acc -= t2; break;
    case 3: t3 = ops[pc] * 4; acc ^= t3; break;
    default: break;
    }
    int held = pthread_mutex_trylock(&mu) == 0;
    if (held) {
      count += acc;
      pthread_mutex_unlock(&mu);
    }
  }
  return acc;
}
