// flags: -Iinclude
/* Hand-over-hand locking: a walk that takes the next node's lock before
   it releases the current one, along a list or an array.  Each pass holds
   another lock, named through the local the loop moves (`n->mu` with n
   the current node, `locks[i]`).  clang-22 gives 8 warnings on this
   file: "expecting mutex 'n->mu' to be held at start of each loop" for
   each walk, the writes of x as needing 'mu', the releases of locks[i]
   as not held, locks[0] as still held at the end.  annotalysis names the
   lock through the local's value at the loop's head (rebased_join in
   analysis.c), so the pass from the entry (n is head) and the passes from
   the back edge (n is the next node) hold the same lock, n->mu, and the
   walk is right.  hand_over_hand_bad.c has the twins that must warn. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
struct node { struct mutex mu; int x GUARDED_BY(mu); struct node *next; };

void walk_list(struct node *head) {
  struct node *n = head;
  mutex_lock(&n->mu);
  n->x++;
  while (n->next) {
    struct node *next = n->next;
    mutex_lock(&next->mu);
    mutex_unlock(&n->mu);
    n = next;
    n->x++;
  }
  mutex_unlock(&n->mu);
}

struct mutex locks[64];

void walk_array(int len) {
  mutex_lock(&locks[0]);
  int i;
  for (i = 0; i + 1 < len; i++) {
    mutex_lock(&locks[i + 1]);
    mutex_unlock(&locks[i]);
  }
  mutex_unlock(&locks[i]);
}
