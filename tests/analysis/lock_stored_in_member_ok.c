/* A lookup that returns its entry locked, stored in a member or through an
   out-parameter and released through it: the place holds what was stored
   until code that may change it runs (unbound's `node->view =
   views_find_view(...)`, `*tp = find_add_tp(...)`). */
#include <pthread.h>

// expected-no-diagnostics

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

int in_member(struct node *node, struct views *vs, int i) {
  node->view = find_view(vs, i);
  if (!node->view)
    return 0;
  node->x = 1;             /* another member: the view stays */
  node->view->n++;
  pthread_mutex_unlock(&node->view->lock);
  return 1;
}

int through_out(struct views *vs, int i, struct view **out) {
  *out = find_view(vs, i);
  if (!*out)
    return 0;
  (*out)->n++;             /* a member of the view, not *out */
  pthread_mutex_unlock(&(*out)->lock);
  return 1;
}

/* stored again: the place holds the last */
int stored_twice(struct node *node, struct views *vs, int i) {
  node->view = vs->first;
  node->view = find_view(vs, i);
  if (node->view)
    pthread_mutex_unlock(&node->view->lock);
  return node->view != 0;
}
