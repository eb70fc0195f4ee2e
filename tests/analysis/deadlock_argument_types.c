/* The twin of deadlock_argument_types_ok.c: graft locks the root of a
   tree, then a node, two locks of class `struct node.lock` from
   parameters of two types.  The root is reached through a pointer, so it
   may be any node: called with objects picked at run time, one call can
   take A then B and another B then A. */
#include <pthread.h>

struct node { pthread_mutex_t lock; int n; };
struct tree { struct node *root; };
struct node nodes[16];
struct tree trees[16];
int pick(void);

void graft(struct tree *t, struct node *n) {
  pthread_mutex_lock(&t->root->lock); // expected-note{{'t->root->lock' acquired here}}
  pthread_mutex_lock(&n->lock); // expected-warning{{potential deadlock: 'n->lock' acquired while 't->root->lock' is held, two 'struct node.lock' locks in the order of the arguments of 'graft'; a call with the arguments swapped takes them the other way round}}
  t->root->n += n->n;
  pthread_mutex_unlock(&n->lock);
  pthread_mutex_unlock(&t->root->lock);
}

void *worker(void *arg) {
  graft(&trees[pick()], &nodes[pick()]);
  return arg;
}
