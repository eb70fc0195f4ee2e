/* Scoped-lock macros built from `for` loops: the outer loop takes the
   lock in its condition on the first pass and releases it on the second,
   the inner one runs the body once, so a `break` in the body still
   releases.  A local with a known number (0, then 1) tells the passes
   apart, and the analysis follows them one by one instead of joining them
   at the loop's head.  The shapes of xz's mythread_sync (one per line,
   names pasted with the line number), inside a loop over an array of
   locks, and a flag that is a pointer, as the kernel's scoped_guard has. */
#include <pthread.h>
// expected-no-diagnostics

#define WITH_LOCK(m) \
  for (unsigned lock_pass_ = 0; lock_pass_ ? (pthread_mutex_unlock(&(m)), 0) : (pthread_mutex_lock(&(m)), 1); \
       lock_pass_ = 1) \
    for (unsigned body_pass_ = 0; !body_pass_; body_pass_ = 1)

#define SYNC(mutex) SYNC_AT(mutex, __LINE__)
#define SYNC_AT(mutex, line) SYNC_NAMED(mutex, line)
#define SYNC_NAMED(mutex, line) \
  for (unsigned int sync_i_##line = 0; \
       sync_i_##line ? (pthread_mutex_unlock(&(mutex)), 0) : (pthread_mutex_lock(&(mutex)), 1); \
       sync_i_##line = 1) \
    for (unsigned int sync_j_##line = 0; !sync_j_##line; sync_j_##line = 1)

#define WITH_LOCK_PTR(m) \
  for (void *done_ = (pthread_mutex_lock(&(m)), (void *)0); !done_; \
       pthread_mutex_unlock(&(m)), done_ = (void *)1)

struct worker { pthread_mutex_t mutex; int state __attribute__((guarded_by(mutex))); };
struct pool { struct worker *threads; unsigned count; pthread_mutex_t mu; int jobs __attribute__((guarded_by(mu))); };

void add_job(struct pool *p, int fail) {
  WITH_LOCK(p->mu) {
    p->jobs++;
    if (fail)
      break;
    p->jobs++;
  }
}

void stop_all(struct pool *p) {
  for (unsigned i = 0; i < p->count; ++i) {
    SYNC(p->threads[i].mutex) {
      p->threads[i].state = 1;
    }
  }
}

void two_in_a_row(struct pool *p) {
  SYNC(p->mu) { p->jobs = 0; }
  SYNC(p->mu) { p->jobs++; }
}

void nested(struct pool *p, struct worker *w) {
  WITH_LOCK(p->mu) {
    SYNC(w->mutex) {
      w->state = p->jobs;
    }
  }
}

void with_pointer_flag(struct pool *p) {
  WITH_LOCK_PTR(p->mu) {
    p->jobs--;
  }
}
