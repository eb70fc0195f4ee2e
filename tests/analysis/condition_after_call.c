/* condition_after_call_ok.c's pattern where the call between may change
   what the condition reads: each path where the two tests disagree is
   followed, and the lock is released unheld or kept.
   - update() is outside the program and handed r: it may write r->cb;
   - r->flags is written between two calls of is_offloaded(r);
   - clear() is the program's own and writes r->flags;
   - work() may write the global flag;
   - set_flags() writes the member tested, of another object (which may
     be the same one). */
#include <pthread.h>
struct req { pthread_mutex_t *lk; void (*cb)(void); int flags; };
void update(struct req *r);
void work(void);
int enabled;
pthread_mutex_t big = PTHREAD_MUTEX_INITIALIZER;
static int is_offloaded(const struct req *r) { return r->flags & 1; }
static void clear(struct req *r) { r->flags = 0; }
static void set_flags(struct req *other) { other->flags = 1; }

void handed_pointer(struct req *r) {
  if (r->cb)
    pthread_mutex_lock(r->lk); // expected-note{{mutex 'r->lk' acquired here}}
  update(r);
  if (r->cb)
    pthread_mutex_unlock(r->lk); // expected-warning{{releasing mutex 'r->lk' that was not held}}
} // expected-warning{{mutex 'r->lk' is still held at the end of function}}

void written_between(struct req *r) {
  if (is_offloaded(r))
    pthread_mutex_lock(r->lk); // expected-note{{mutex 'r->lk' acquired here}}
  r->flags = 0;
  if (is_offloaded(r))
    pthread_mutex_unlock(r->lk); // expected-warning{{releasing mutex 'r->lk' that was not held}}
} // expected-warning{{mutex 'r->lk' is still held at the end of function}}

void writer_between(struct req *r) {
  if (r->flags)
    pthread_mutex_lock(r->lk); // expected-note{{mutex 'r->lk' acquired here}}
  clear(r);
  if (r->flags)
    pthread_mutex_unlock(r->lk); // expected-warning{{releasing mutex 'r->lk' that was not held}}
} // expected-warning{{mutex 'r->lk' is still held at the end of function}}

void global_flag(void) {
  if (enabled)
    pthread_mutex_lock(&big); // expected-note{{mutex 'big' acquired here}}
  work();
  if (enabled)
    pthread_mutex_unlock(&big); // expected-warning{{releasing mutex 'big' that was not held}}
} // expected-warning{{mutex 'big' is still held at the end of function}}

void same_member_written(struct req *r, struct req *other) {
  if (r->flags)
    pthread_mutex_lock(r->lk); // expected-note{{mutex 'r->lk' acquired here}}
  set_flags(other);
  if (r->flags)
    pthread_mutex_unlock(r->lk); // expected-warning{{releasing mutex 'r->lk' that was not held}}
} // expected-warning{{mutex 'r->lk' is still held at the end of function}}
