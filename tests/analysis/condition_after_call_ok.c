/* A condition tested twice with a call between, where the call cannot
   change what the condition reads: the lock taken under the first test is
   released under the second.
   - work() is outside the program and handed nothing it could write
     through: it may write the globals, not what r points to (an
     assumption, docs/DESIGN.md);
   - log_msg() is handed a string literal and a pointer to const;
   - count_items() is the program's own and writes nothing;
   - is_offloaded() writes nothing either, so two calls with the same
     argument, with no write between, give the same value;
   - set_count() writes a member other than the one tested, and
     pthread_cond_signal() is handed a condition variable, which holds no
     pointer: it writes that member only;
   - time(NULL) is handed a null pointer, and log_fmt(), declared to
     format as printf does, reads its variadic arguments. */
// expected-no-diagnostics
#include <pthread.h>
struct req { pthread_mutex_t *lk; void (*cb)(void); int flags; int count; pthread_cond_t done; };
void work(void);
void log_msg(const char *text, const struct req *about);
void log_fmt(const char *format, ...) __attribute__((format(printf, 1, 2)));
long time(long *out);
static int is_offloaded(const struct req *r) { return r->flags & 1; }
static int count_items(const struct req *r) { return r->flags >> 1; }
static void set_count(struct req *r, int n) { r->count = n; }

void with_callback(struct req *r) {
  if (r->cb)
    pthread_mutex_lock(r->lk);
  work();
  if (r->cb)
    pthread_mutex_unlock(r->lk);
}

void when_offloaded(struct req *r) {
  if (is_offloaded(r))
    pthread_mutex_lock(r->lk);
  log_msg("working", r);
  if (is_offloaded(r))
    pthread_mutex_unlock(r->lk);
}

int reader_between(struct req *r) {
  if (r->flags)
    pthread_mutex_lock(r->lk);
  int n = count_items(r);
  if (r->flags)
    pthread_mutex_unlock(r->lk);
  return n;
}

int kept_in_a_local(struct req *r) {
  int offloaded = is_offloaded(r);
  if (offloaded)
    pthread_mutex_lock(r->lk);
  r->flags = 2; /* changes is_offloaded(r), not what the local holds */
  if (offloaded)
    pthread_mutex_unlock(r->lk);
  return offloaded;
}

void other_member_written(struct req *r) {
  if (r->flags)
    pthread_mutex_lock(r->lk);
  set_count(r, 0);
  pthread_cond_signal(&r->done);
  if (r->flags)
    pthread_mutex_unlock(r->lk);
}

void null_and_printf_arguments(struct req *r) {
  if (r->flags)
    pthread_mutex_lock(r->lk);
  long now = time(0);
  log_fmt("%p at %ld", (void *)r, now);
  if (r->flags)
    pthread_mutex_unlock(r->lk);
}
