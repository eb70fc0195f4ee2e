/* A function that calls itself with a member of its argument (unbound's
   tcp_handlers): through each round of the whole program's closure its
   lock is one member further down the chain (`n->next->lock`,
   `n->next->next->lock`, ...).  Those forms stop at a length and leave
   the lock its class, so the chain does not fill the function's takes
   and crowd out the lock it takes through another call: walk takes b
   through take_b, caller holds a around walk, and other takes them in
   the opposite order.  The twin, deadlock_recursive_chain_ok.c, takes
   them in one order. */
#include <pthread.h>
#include <stddef.h>
struct node { pthread_mutex_t lock; int visits; struct node *next; };
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;

void take_b(void) {
  pthread_mutex_lock(&b); // expected-note{{'b' acquired here, in function 'take_b'}}
  pthread_mutex_unlock(&b);
}

void walk(struct node *n) {
  if (!n)
    return;
  take_b(); // expected-note{{'take_b' called here, in function 'walk'}}
  pthread_mutex_lock(&n->lock);
  n->visits++;
  pthread_mutex_unlock(&n->lock);
  walk(n->next);
}

void *caller(void *root) {
  pthread_mutex_lock(&a); // expected-note{{'a' acquired here}}
  walk(root); // expected-warning{{potential deadlock: 'a' and 'b' are acquired in opposite orders}} expected-note{{'b' acquired through a call to 'walk' while 'a' is held, in function 'caller'}}
  pthread_mutex_unlock(&a);
  return NULL;
}

void *other(void *arg) {
  pthread_mutex_lock(&b); // expected-note{{'b' acquired here}}
  pthread_mutex_lock(&a); // expected-note{{'a' acquired while 'b' is held, in function 'other'}}
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  return arg;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, caller, NULL);
  pthread_create(&t2, NULL, other, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  return 0;
}
