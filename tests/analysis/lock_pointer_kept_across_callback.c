/* The twin of lock_pointer_kept_across_callback_ok.c: a flag that is not
   on the way to the lock (`m->threaded`) may be changed by the method,
   code the caller cannot see, so the second test may differ from the
   first. */
#include <pthread.h>
#include <stddef.h>
struct module { pthread_mutex_t mutex; int threaded; void *instance; };
void module_register(struct module *m); /* other files know the struct */

int call_module(struct module *m, int (*method)(void *)) {
  if (m->threaded)
    pthread_mutex_lock(&m->mutex); // expected-note{{mutex 'm->mutex' acquired here}}
  int rcode = method(m->instance);
  if (m->threaded)
    pthread_mutex_unlock(&m->mutex); // expected-warning{{releasing mutex 'm->mutex' that was not held}}
  return rcode; // expected-warning{{mutex 'm->mutex' is still held at the end of function}}
}
