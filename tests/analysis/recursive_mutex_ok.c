/* A mutex made recursive may be taken again by the thread that holds it:
   by the static initializer, or by pthread_mutex_init with attributes of
   type PTHREAD_MUTEX_RECURSIVE, for a variable or a struct member; the
   lock is released as many times, through a call chain too. */
// expected-no-diagnostics
#define _GNU_SOURCE
#include <pthread.h>

pthread_mutex_t registry = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
pthread_mutex_t table_lock;
struct node { pthread_mutex_t lock; int count; };
int entries;

void setup(struct node *n) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&table_lock, &attr);
  pthread_mutex_init(&n->lock, &attr);
  pthread_mutexattr_destroy(&attr);
}

static void count(void) {
  pthread_mutex_lock(&registry);
  entries++;
  pthread_mutex_unlock(&registry);
}

void enroll(void) {
  pthread_mutex_lock(&registry);
  count();
  pthread_mutex_lock(&registry);
  entries++;
  pthread_mutex_unlock(&registry);
  pthread_mutex_unlock(&registry);
}

void grow(void) {
  pthread_mutex_lock(&table_lock);
  pthread_mutex_lock(&table_lock);
  entries++;
  pthread_mutex_unlock(&table_lock);
  pthread_mutex_unlock(&table_lock);
}

void visit(struct node *n) {
  pthread_mutex_lock(&n->lock);
  pthread_mutex_lock(&n->lock);
  n->count++;
  pthread_mutex_unlock(&n->lock);
  pthread_mutex_unlock(&n->lock);
}
