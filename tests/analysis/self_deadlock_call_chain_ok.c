/* self_deadlock_call_chain.c, fixed: insert grows the table after it
   releases its lock, enroll counts before it takes the registry; merge
   holds one table's lock while it grows another. */
// expected-no-diagnostics
#include <pthread.h>

struct table { pthread_mutex_t lock; int size; };
pthread_mutex_t registry = PTHREAD_MUTEX_INITIALIZER;
int registered;

static void resize(struct table *t) {
  pthread_mutex_lock(&t->lock);
  t->size *= 2;
  pthread_mutex_unlock(&t->lock);
}

static void grow(struct table *t) {
  if (t->size > 100)
    resize(t);
}

void insert(struct table *t) {
  pthread_mutex_lock(&t->lock);
  t->size++;
  pthread_mutex_unlock(&t->lock);
  grow(t);
}

static void count(void) {
  pthread_mutex_lock(&registry);
  registered++;
  pthread_mutex_unlock(&registry);
}

void enroll(void) {
  count();
  pthread_mutex_lock(&registry);
  registered--;
  pthread_mutex_unlock(&registry);
}

/* another table's lock, of the same class, is another lock */
void merge(struct table *into, struct table *from) {
  pthread_mutex_lock(&into->lock);
  into->size += 1;
  grow(from);
  pthread_mutex_unlock(&into->lock);
}
