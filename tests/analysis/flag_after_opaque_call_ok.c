/* A flag tested twice, with a call between that the analysis cannot see
   into, where the flag is a member of a struct that only this file
   declares: code of other files cannot name the member, so the call does
   not change it, and the lock taken (or kept) under the first test is
   released under the second.  An assumption, docs/DESIGN.md says which.
   - run_module() calls through a pointer, the pattern of memcached's
     crawler (`mod->eval(...)` between two tests of `mod->needs_lock`):
     the call may reach expire() or dump(), the functions of this file
     whose address is taken and that take two arguments, neither of which
     writes needs_lock or mod, or a function of another file;
   - with_outside_calls() hands the job's buffer and its opaque data to
     functions of other files, which may write any memory but the
     members of this file's structs (the buffer, an array, is not one:
     its address is taken as it decays);
   - worker_loop() does so in a loop. */
// expected-no-diagnostics
#include <pthread.h>
struct job;
struct module {
  void (*eval)(struct job *j, int n);
  int needs_lock;
};
struct job {
  pthread_mutex_t lk;
  struct module *mod;
  char buf[64];
  void *data;
  int done;
};
void consume(void *data);
void log_text(char *text);
int next_item(char *into);

static void expire(struct job *j, int n) {
  consume(j->data);
  j->done = n;
}

static void dump(struct job *j, int n) {
  if (n)
    log_text(j->buf);
}

struct module expire_module = {expire, 1};
struct module dump_module = {dump, 0};

void run_module(struct job *j, int n) {
  pthread_mutex_lock(&j->lk);
  if (!j->mod->needs_lock)
    pthread_mutex_unlock(&j->lk);
  j->mod->eval(j, n);
  if (j->mod->needs_lock)
    pthread_mutex_unlock(&j->lk);
}

void with_outside_calls(struct job *j) {
  if (j->mod->needs_lock)
    pthread_mutex_lock(&j->lk);
  log_text(j->buf);
  consume(j->data);
  if (j->mod->needs_lock)
    pthread_mutex_unlock(&j->lk);
}

void worker_loop(struct job *j) {
  while (next_item(j->buf)) {
    if (j->mod->needs_lock)
      pthread_mutex_lock(&j->lk);
    consume(j->data);
    if (j->mod->needs_lock)
      pthread_mutex_unlock(&j->lk);
  }
}
