/* The buggy twins of scoped_lock_loops_ok.c: leaving a scoped-lock loop
   by `return` or `goto` skips its release, touching the data after the
   loop is outside the lock, and a counted loop that takes a lock on each
   pass takes it twice. */
#include <pthread.h>

#define WITH_LOCK(m) \
  for (unsigned lock_pass_ = 0; lock_pass_ ? (pthread_mutex_unlock(&(m)), 0) : (pthread_mutex_lock(&(m)), 1); \
       lock_pass_ = 1) \
    for (unsigned body_pass_ = 0; !body_pass_; body_pass_ = 1)

struct pool { pthread_mutex_t mu; int jobs __attribute__((guarded_by(mu))); };

void leave_early(struct pool *p, int fail) {
  WITH_LOCK(p->mu) { // expected-note{{mutex 'p->mu' acquired here}}
    p->jobs++;
    if (fail)
      return; // expected-warning{{mutex 'p->mu' is still held at the end of function}}
  }
}

int jump_out(struct pool *p, int fail) {
  WITH_LOCK(p->mu) { // expected-note{{mutex 'p->mu' acquired here}}
    if (fail)
      goto out;
    p->jobs++;
  }
  return 0;
out:
  return -1; // expected-warning{{mutex 'p->mu' is still held at the end of function}}
}

void after_the_block(struct pool *p) {
  WITH_LOCK(p->mu) {
    p->jobs++;
  }
  p->jobs = 0; // expected-warning{{writing variable 'jobs' requires holding mutex 'p->mu' exclusively}}
}

void twice(pthread_mutex_t *m) {
  for (int pass = 0; pass < 2; pass++)
    pthread_mutex_lock(m); // expected-warning{{acquiring mutex 'm' that is already held}} expected-note{{mutex acquired here}}
  pthread_mutex_unlock(m);
}
