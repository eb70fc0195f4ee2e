// flags: -Iinclude
/* beyond_clang_hand_over_hand.c's walks, wrong: the lock of each node
   kept (the lock sets of the passes differ in size), the next node's lock
   released instead of the current one's, the array's walk without its
   last release. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
struct node { struct mutex mu; int x GUARDED_BY(mu); struct node *next; };

void keeps_each(struct node *head) {
  struct node *n = head;
  mutex_lock(&n->mu); // expected-note{{mutex 'head->mu' acquired here}}
  while (n->next) { // expected-warning{{expecting mutex 'head->next->mu' to be held at start of each loop}} \
                    // expected-warning{{expecting mutex 'n->next->mu' to be held at start of each loop}}
    struct node *next = n->next;
    mutex_lock(&next->mu); // expected-note 2 {{mutex acquired here}}
    n = next;
  }
  mutex_unlock(&n->mu); // expected-warning{{releasing mutex 'n->mu' that was not held}}
} // expected-warning{{mutex 'head->mu' is still held at the end of function}}

void releases_next(struct node *head) {
  struct node *n = head;
  mutex_lock(&n->mu); // expected-note{{mutex 'head->mu' acquired here}}
  while (n->next) {
    struct node *next = n->next;
    mutex_lock(&next->mu);
    mutex_unlock(&next->mu);
    n = next;
  }
  mutex_unlock(&n->mu); // expected-warning{{releasing mutex 'n->mu' that was not held}}
} // expected-warning{{mutex 'head->mu' is still held at the end of function}}

struct mutex locks[64];

void keeps_last(int len) {
  mutex_lock(&locks[0]); // expected-note{{mutex 'locks[i]' acquired here}}
  for (int i = 0; i + 1 < len; i++) {
    mutex_lock(&locks[i + 1]);
    mutex_unlock(&locks[i]);
  }
} // expected-warning{{mutex 'locks[i]' is still held at the end of function}}
