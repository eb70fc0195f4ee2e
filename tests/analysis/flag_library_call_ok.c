/* A flag of a struct other files can name (a header's), tested where a
   lock is taken and again where it is released, with calls between that
   may write any memory: a library function given a buffer (mkstemp,
   snprintf: they name none of the program's members), a function of this
   file that writes through a pointer it cannot be followed through but
   names no flag.  The flag is the program's record of whether it took
   the lock, and a call that does not write it by name is taken not to
   change it (an assumption, docs/DESIGN.md): unbound's libworker_setup
   (`if (!w->is_bg || w->is_bg_thread) lock(&ctx->cfglock);` around each
   step of its set-up), libuv's uv__fs_mkstemp (`if (req->cb != NULL)`
   around mkstemp). */
// expected-no-diagnostics
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "inc/shared_module.h"

struct request {
  struct shared_module *mod;
  void (*cb)(struct request *);
  char path[64];
  pthread_rwlock_t *cloexec_lock;
};

void fill(void **slot, int n) {
  for (int i = 0; i < n; i++)
    slot[i] = malloc(16);
}

int make_temp(struct request *req) {
  int r;
  if (req->cb != NULL)
    pthread_rwlock_rdlock(req->cloexec_lock);
  r = mkstemp(req->path);
  if (req->cb != NULL)
    pthread_rwlock_unlock(req->cloexec_lock);
  return r;
}

void set_up(struct shared_module *m, void **slots, char *name) {
  if (m->needs_lock)
    pthread_mutex_lock(&m->lk);
  fill(slots, 4);
  snprintf(name, 16, "%d", 4);
  if (m->needs_lock)
    pthread_mutex_unlock(&m->lk);
}
