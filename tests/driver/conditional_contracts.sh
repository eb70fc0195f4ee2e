# A lock wrapper that locks or unlocks only where a value it tests is not
# 0 gets an inferred contract with that condition, named through the
# parameters: a member (`p->threaded`), a call of a function that only
# reads members (`pool_active(p)`), an argument (`really`), a number
# (`p->active == 2`); one that checks that the lock's object is valid
# (not null, its magic number) is `checked`, which its callers take as
# met; a function
# that returns a status saying whether it locked is a try-lock instead,
# and one that also releases the lock on another path gets no contract
# (its body's leak is reported).  tests/analysis/conditional_wrappers*.c
# check the callers.
. "$(dirname "$0")/lib.bash"
file=$work/t.c
cat > "$file" <<'C'
#include <pthread.h>
struct pool { pthread_mutex_t mu; int threaded; int active; int jobs; };
static int pool_active(const struct pool *p) { return p->threaded && p->active; }
void pool_lock(struct pool *p) { if (p->threaded) pthread_mutex_lock(&p->mu); }
void pool_unlock(struct pool *p) { if (p->threaded) pthread_mutex_unlock(&p->mu); }
void jobs_lock(struct pool *p) { if (pool_active(p)) pthread_mutex_lock(&p->mu); }
void unlock_if(struct pool *p, int really) { if (really) pthread_mutex_unlock(&p->mu); }
int lock_status(struct pool *p) {
  if (!p->threaded)
    return -1;
  pthread_mutex_lock(&p->mu);
  return 0;
}
void disk_lock(struct pool *p) { if (p->active == 2) pthread_mutex_lock(&p->mu); }
struct checked { unsigned long magic; pthread_mutex_t *mutex; };
int checked_unlock(struct checked *m) {
  if (m && m->mutex && m->magic == 0xEFCD1983UL)
    return pthread_mutex_unlock(m->mutex);
  return -1;
}
int checked_lock(struct checked *m) {
  if (!m || !m->mutex)
    return -1;
  return pthread_mutex_lock(m->mutex);
}
int leaky(struct pool *p) {
  pthread_mutex_lock(&p->mu);
  if (p->jobs < 0)
    return -1;
  p->jobs++;
  pthread_mutex_unlock(&p->mu);
  return 0;
}
struct gate { pthread_mutex_t mu; int threaded; int closing; int mode; };
void gate_lock(struct gate *g) {
  if (!g->threaded)
    return;
  if (g->closing)
    return;
  pthread_mutex_lock(&g->mu);
}
void gate_unlock(struct gate *g, int really) {
  if (g->mode != 3)
    return;
  if (really)
    pthread_mutex_unlock(&g->mu);
}
C
run --dump-contracts "$file"
expect_status 0
expect_match "$work/out" "^4: function pool_lock: acquire\(p->mu when p->threaded\) \(inferred\)$" "pool_lock"
expect_match "$work/out" "^5: function pool_unlock: release\(p->mu when p->threaded\) \(inferred\)$" "pool_unlock"
expect_match "$work/out" "^6: function jobs_lock: acquire\(p->mu when pool_active\(p\)\) \(inferred\)$" "jobs_lock"
expect_match "$work/out" "^7: function unlock_if: release\(p->mu when really\) \(inferred\)$" "unlock_if"
expect_match "$work/out" "^8: function lock_status: try_acquire\(0, p->mu\) \(inferred\)$" "lock_status"
expect_match "$work/out" "^14: function disk_lock: acquire\(p->mu when p->active == 2\) \(inferred\)$" "disk_lock"
expect_match "$work/out" "^16: function checked_unlock: release\(\*m->mutex checked \(m && m->mutex\) && \(m->magic == 4023196035\)\) \(inferred\)$" "checked_unlock"
expect_match "$work/out" "^21: function checked_lock: acquire\(\*m->mutex checked !\(\(m == 0\) \|\| \(m->mutex == 0\)\)\) \(inferred\)$" "checked_lock"
expect_no_match "$work/out" "function leaky" "leaky"
expect_match "$work/err" "t.c:29:5: warning: mutex 'p->mu' is still held at the end of function" "leaky's leak"
expect_match "$work/out" "^35: function gate_lock: acquire\(g->mu when \(g->closing == 0\) && g->threaded\) \(inferred\)$" "gate_lock"
expect_match "$work/out" "^42: function gate_unlock: release\(g->mu when \(g->mode == 3\) && really\) \(inferred\)$" "gate_unlock"
