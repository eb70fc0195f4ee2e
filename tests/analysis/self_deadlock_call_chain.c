/* A lock taken again through calls while it is held: a mutex that is
   not recursive waits for itself.  The helpers have no contract that
   says so (each releases what it takes), so only the whole chain shows
   it. */
#include <pthread.h>

struct table { pthread_mutex_t lock; int size; };
pthread_mutex_t registry = PTHREAD_MUTEX_INITIALIZER;
int registered;

static void resize(struct table *t) {
  pthread_mutex_lock(&t->lock); // expected-note{{'t->lock' acquired here, in function 'resize'}}
  t->size *= 2;
  pthread_mutex_unlock(&t->lock);
}

static void grow(struct table *t) {
  if (t->size > 100)
    resize(t); // expected-note{{'resize' called here, in function 'grow'}}
}

void insert(struct table *t) {
  pthread_mutex_lock(&t->lock); // expected-note{{'t->lock' acquired here, in function 'insert'}}
  t->size++;
  grow(t); // expected-warning{{deadlock: calling 'grow' acquires 't->lock', which is already held}}
  pthread_mutex_unlock(&t->lock);
}

static void count(void) {
  pthread_mutex_lock(&registry); // expected-note{{'registry' acquired here, in function 'count'}}
  registered++;
  pthread_mutex_unlock(&registry);
}

void enroll(void) {
  pthread_mutex_lock(&registry); // expected-note{{'registry' acquired here, in function 'enroll'}}
  count(); // expected-warning{{deadlock: calling 'count' acquires 'registry', which is already held}}
  pthread_mutex_unlock(&registry);
}
