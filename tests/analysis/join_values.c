// flags: -Iinclude
/* A local pointer with a different value on each of two paths is named
   by its own name after they meet ('n->mu').  (A loop that holds a
   different lock on each iteration, hand over hand, is in
   beyond_clang_hand_over_hand.c.) */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
struct node { struct mutex mu; int x GUARDED_BY(mu); struct node *next; };

void either(struct node *a, struct node *b, int c) {
  struct node *n = a;
  if (c)
    n = b;
  mutex_unlock(&n->mu); // expected-warning{{releasing mutex 'n->mu' that was not held}}
  n->x = 1; // expected-warning{{writing variable 'x' requires holding mutex 'n->mu' exclusively}}
}
