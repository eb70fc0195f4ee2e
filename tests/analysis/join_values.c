// flags: -Iinclude
/* A local pointer with a different value on each of two paths is named
   by its own name after they meet ('n->mu'), and a loop that holds a
   different lock on each iteration (hand-over-hand locking, which neither
   Clang nor annotalysis follows) is reported once at its head, as Clang
   words it, not once per unrolled iteration. */
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

void hand_over_hand(struct node *head) {
  struct node *n = head;
  mutex_lock(&n->mu);
  while (n->next) { // expected-warning{{expecting mutex 'head->mu' to be held at start of each loop}}
                    // expected-warning@-1{{expecting mutex 'head->next->mu' to be held at start of each loop}}
                    // expected-warning@-2{{expecting mutex 'n->next->mu' to be held at start of each loop}}
                    // expected-note@-4{{mutex acquired here}}
                    // expected-note@+2 2 {{mutex acquired here}}
    struct node *next = n->next;
    mutex_lock(&next->mu);
    mutex_unlock(&n->mu); // expected-warning{{releasing mutex 'n->mu' that was not held}}
    n = next;
  }
  mutex_unlock(&n->mu); // expected-warning{{releasing mutex 'n->mu' that was not held}}
}
