/* Where paths join, a local nothing reads again gets no join value
   (liveness.c); one read later keeps what each path knew of it.  Each
   function below reads a local after a join that a dead local also
   crosses, and each has its bug found. */
#include <pthread.h>

pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t other = PTHREAD_MUTEX_INITIALIZER;
int count __attribute__((guarded_by(mu)));

/* The try-lock's result, tested after a join, on the path where it failed. */
void tested_later(int x) {
  int ok = pthread_mutex_trylock(&mu);
  int scratch;
  if (x)
    scratch = 1;
  else
    scratch = 2;
  (void)scratch;
  if (ok != 0)
    count++; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
  else
    pthread_mutex_unlock(&mu);
}

/* A lock named through a local that a branch picks, kept across the join. */
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
  pthread_mutex_lock(m);
  count++; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
  pthread_mutex_unlock(m);
}

/* A flag whose address is taken changes behind the analysis's back: it
   stays what the paths knew, not a value of the join's. */
static void set(int *flag) { *flag = 1; }
void through_pointer(int x) {
  int locked = 0;
  int *p = &locked;
  if (x) {
    pthread_mutex_lock(&mu);
    set(p);
  }
  if (!locked)
    count = 0; // expected-warning{{writing variable 'count' requires holding mutex 'mu' exclusively}}
  if (x)
    pthread_mutex_unlock(&mu);
}
