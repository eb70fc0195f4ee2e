/* Where the paths of an else-if chain meet, what both know survives even
   when they know it differently: the branch that knows `g->mode == 1`
   and the one that knows `g->mode != 2` and `!= 1` meet knowing `g->mode
   != 2`, so the lock taken where the mode is 2 is released where it is 2
   and nowhere else.  cond_else_if_join.c misuses it. */
#include <pthread.h>
struct gate { pthread_mutex_t mu; int mode; int n, count; };

void else_if(struct gate *g) {
  if (g->mode == 2)
    pthread_mutex_lock(&g->mu);
  else if (g->mode == 1)
    g->n++;
  g->count++;
  if (g->mode == 2)
    pthread_mutex_unlock(&g->mu);
}

void switch_modes(struct gate *g) {
  switch (g->mode) {
  case 2:
    pthread_mutex_lock(&g->mu);
    break;
  case 1:
    g->n++;
    break;
  case 0:
    g->n--;
    break;
  }
  g->count++;
  if (g->mode == 2)
    pthread_mutex_unlock(&g->mu);
}
// expected-no-diagnostics
