/* cond_else_if_join_ok.c's gate, misused: the lock taken in one mode and
   released in another; the mode written between the two tests. */
#include <pthread.h>
struct gate { pthread_mutex_t mu; int mode; int n, count; };

void other_mode(struct gate *g) {
  if (g->mode == 2)
    pthread_mutex_lock(&g->mu); // expected-note{{mutex 'g->mu' acquired here}}
  else if (g->mode == 1)
    g->n++;
  g->count++;
  if (g->mode == 1)
    pthread_mutex_unlock(&g->mu); // expected-warning{{releasing mutex 'g->mu' that was not held}}
} // expected-warning{{mutex 'g->mu' is still held at the end of function}}

void mode_changed(struct gate *g) {
  if (g->mode == 2)
    pthread_mutex_lock(&g->mu); // expected-note{{mutex 'g->mu' acquired here}}
  else if (g->mode == 1)
    g->n++;
  g->mode = g->count;
  if (g->mode == 2)
    pthread_mutex_unlock(&g->mu); // expected-warning{{releasing mutex 'g->mu' that was not held}}
} // expected-warning{{mutex 'g->mu' is still held at the end of function}}
