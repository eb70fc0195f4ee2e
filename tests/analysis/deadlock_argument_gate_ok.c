/* Two sources' trees locked in the order of the arguments, under one
   global mutex taken first (icecast's source_move_clients: "we don't want
   the two write locks to deadlock in here"): two threads that move
   clients the two ways take the pair one at a time, so the swapped call
   cannot deadlock with this one. */
// expected-no-diagnostics
#include <pthread.h>

struct tree { pthread_rwlock_t lock; int count; };
struct source { struct tree *clients; };
struct source radio, backup;
static pthread_mutex_t move_mutex = PTHREAD_MUTEX_INITIALIZER;

void move_clients(struct source *from, struct source *to) {
  pthread_mutex_lock(&move_mutex);
  pthread_rwlock_wrlock(&to->clients->lock);
  pthread_rwlock_wrlock(&from->clients->lock);
  to->clients->count += from->clients->count;
  from->clients->count = 0;
  pthread_rwlock_unlock(&from->clients->lock);
  pthread_rwlock_unlock(&to->clients->lock);
  pthread_mutex_unlock(&move_mutex);
}

void *fall_back(void *arg) {
  move_clients(&radio, &backup);
  return arg;
}

void *fall_forward(void *arg) {
  move_clients(&backup, &radio);
  return arg;
}
