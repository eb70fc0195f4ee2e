/* The twin of lock_stored_in_member_ok.c: what a store left in a member or
   through a pointer is forgotten where code may change it, and a lock
   stored in one member and released through another is still a finding. */
#include <pthread.h>

struct view { pthread_mutex_t lock; int n; struct view *next; };
struct views { pthread_mutex_t lock; struct view *first; };
struct node { struct view *view, *old; int x; };

struct view *find_view(struct views *vs, int n) {
  struct view *v;
  pthread_mutex_lock(&vs->lock);
  for (v = vs->first; v; v = v->next)
    if (v->n == n)
      break;
  if (v)
    pthread_mutex_lock(&v->lock);
  pthread_mutex_unlock(&vs->lock);
  return v;
}

void reset(struct node *node);

/* the wrong member released: the found view stays locked */
int wrong_member(struct node *node, struct views *vs, int i) {
  node->view = find_view(vs, i); // expected-note{{mutex 'find_view(vs, i)->lock' acquired here}}
  if (!node->view)
    return 0;
  node->old = vs->first;
  pthread_mutex_unlock(&node->old->lock); // expected-warning{{releasing mutex 'vs->first->lock' that was not held}}
  return 1; // expected-warning{{mutex 'find_view(vs, i)->lock' is still held at the end of function}}
}

/* another node's view written: it may be this node's */
int other_written(struct node *node, struct node *other, struct views *vs, int i) {
  node->view = find_view(vs, i); // expected-note{{mutex 'find_view(vs, i)->lock' acquired here}}
  if (!node->view)
    return 0;
  other->view = 0;
  pthread_mutex_unlock(&node->view->lock); // expected-warning{{releasing mutex 'node->view->lock' that was not held}}
  return 1; // expected-warning{{mutex 'find_view(vs, i)->lock' is still held at the end of function}}
}

/* a call handed the node may store another view in it */
int call_between(struct node *node, struct views *vs, int i) {
  node->view = find_view(vs, i); // expected-note{{mutex 'find_view(vs, i)->lock' acquired here}}
  if (!node->view)
    return 0;
  reset(node);
  pthread_mutex_unlock(&node->view->lock); // expected-warning{{releasing mutex 'node->view->lock' that was not held}}
  return 1; // expected-warning{{mutex 'find_view(vs, i)->lock' is still held at the end of function}}
}

/* a store through another pointer may be a store in *out */
int out_overwritten(struct views *vs, int i, struct view **out, struct view **spare) {
  *out = find_view(vs, i); // expected-note{{mutex 'find_view(vs, i)->lock' acquired here}}
  if (!*out)
    return 0;
  *spare = 0;
  pthread_mutex_unlock(&(*out)->lock); // expected-warning{{releasing mutex '(*out)->lock' that was not held}}
  return 1; // expected-warning{{mutex 'find_view(vs, i)->lock' is still held at the end of function}}
}
