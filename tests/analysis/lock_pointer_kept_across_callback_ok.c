/* A module's mutex is a pointer that is null for a module that needs no
   locking: the caller locks through `if (m->mutex)` and unlocks the same
   way after calling the module's method, code it cannot see, which may
   write any memory (freeradius's safe_lock, modcall.c).  The lock held is
   named through m->mutex after the call as before, so what the path knew
   of m->mutex stays with it: the second test is the first's. */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
struct module { pthread_mutex_t *mutex; void *instance; };
void module_register(struct module *m); /* other files know the struct */

static void safe_lock(struct module *m) {
  if (m->mutex)
    pthread_mutex_lock(m->mutex);
}

static void safe_unlock(struct module *m) {
  if (m->mutex)
    pthread_mutex_unlock(m->mutex);
}

int call_module(struct module *m, int (*method)(void *)) {
  safe_lock(m);
  int rcode = method(m->instance);
  safe_unlock(m);
  return rcode;
}

int call_module_inline(struct module *m, int (*method)(void *)) {
  if (m->mutex)
    pthread_mutex_lock(m->mutex);
  int rcode = method(m->instance);
  if (m->mutex)
    pthread_mutex_unlock(m->mutex);
  return rcode;
}
