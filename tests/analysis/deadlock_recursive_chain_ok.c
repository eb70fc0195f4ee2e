/* The twin of deadlock_recursive_chain.c: other takes a, then b, as
   caller does through walk, so the two threads agree on the order. */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
struct node { pthread_mutex_t lock; int visits; struct node *next; };
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;

void take_b(void) {
  pthread_mutex_lock(&b);
  pthread_mutex_unlock(&b);
}

void walk(struct node *n) {
  if (!n)
    return;
  take_b();
  pthread_mutex_lock(&n->lock);
  n->visits++;
  pthread_mutex_unlock(&n->lock);
  walk(n->next);
}

void *caller(void *root) {
  pthread_mutex_lock(&a);
  walk(root);
  pthread_mutex_unlock(&a);
  return NULL;
}

void *other(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
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
