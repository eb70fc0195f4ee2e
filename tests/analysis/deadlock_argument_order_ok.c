/* deadlock_argument_order.c, ordered: transfer takes the lock of the
   account at the lower address first, move the one with the lower id;
   link takes a parent's lock, then its child's, and every caller passes
   them so. */
// expected-no-diagnostics
#include <pthread.h>

struct account { pthread_mutex_t lock; long balance; int id; };
struct account checking, savings;
struct account all[16];
int pick(void);

void transfer(struct account *from, struct account *to, long n) {
  if (from < to) {
    pthread_mutex_lock(&from->lock);
    pthread_mutex_lock(&to->lock);
  } else {
    pthread_mutex_lock(&to->lock);
    pthread_mutex_lock(&from->lock);
  }
  from->balance -= n;
  to->balance += n;
  pthread_mutex_unlock(&to->lock);
  pthread_mutex_unlock(&from->lock);
}

void *pay_rent(void *arg) {
  transfer(&checking, &savings, 100);
  return arg;
}

void *sweep(void *arg) {
  transfer(&savings, &checking, 10);
  return arg;
}

static void move(struct account *x, struct account *y) {
  struct account *first = x->id < y->id ? x : y;
  struct account *second = x->id < y->id ? y : x;
  pthread_mutex_lock(&first->lock);
  pthread_mutex_lock(&second->lock);
  x->balance--;
  y->balance++;
  pthread_mutex_unlock(&second->lock);
  pthread_mutex_unlock(&first->lock);
}

void *shuffle(void *arg) {
  move(&all[pick()], &all[pick()]);
  return arg;
}

struct node { pthread_mutex_t lock; struct node *child; int count; };

static void link_child(struct node *parent, struct node *child) {
  pthread_mutex_lock(&parent->lock);
  pthread_mutex_lock(&child->lock);
  parent->count++;
  child->count++;
  pthread_mutex_unlock(&child->lock);
  pthread_mutex_unlock(&parent->lock);
}

void *grow(void *arg) {
  struct node *root = arg;
  link_child(root, root->child);
  return arg;
}
