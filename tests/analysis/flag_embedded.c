/* A lock flag in an embedded struct (`td->o.mode`) is forgotten by a call
   that may write it: one that writes it by name through a pointer to the
   struct, and one that writes it through a pointer made from the
   struct's address, which no name shows. */
#include <pthread.h>
struct opts { int mode; int x; };
struct td { pthread_mutex_t mu; struct opts o; int n; };
static void set_first(int *p, int v) { *p = v; }
void reset_opts(struct td *td) { set_first((int *)&td->o, 0); }
void byname(struct opts *o) { o->mode = 0; }

void through_address(struct td *td) {
  if (td->o.mode == 2)
    pthread_mutex_lock(&td->mu); // expected-note{{mutex 'td->mu' acquired here}}
  reset_opts(td);
  if (td->o.mode == 2)
    pthread_mutex_unlock(&td->mu); // expected-warning{{releasing mutex 'td->mu' that was not held}}
} // expected-warning{{mutex 'td->mu' is still held at the end of function}}

void by_name(struct td *td) {
  if (td->o.mode == 2)
    pthread_mutex_lock(&td->mu); // expected-note{{mutex 'td->mu' acquired here}}
  byname(&td->o);
  if (td->o.mode == 2)
    pthread_mutex_unlock(&td->mu); // expected-warning{{releasing mutex 'td->mu' that was not held}}
} // expected-warning{{mutex 'td->mu' is still held at the end of function}}
