/* The twin of deadlock_argument_gate_ok.c: one mover takes the global
   mutex only after the first tree's lock (a thread that holds that lock
   waits for the mutex while the other, holding the mutex, waits for the
   lock: the classes' cycle says so too), another holds a read lock around the pair, which two movers hold
   at once: neither is a gate, and the swapped calls deadlock. */
#include <pthread.h>

struct tree { pthread_rwlock_t lock; int count; };
struct source { struct tree *clients; };
struct source radio, backup;
static pthread_mutex_t move_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_rwlock_t moves = PTHREAD_RWLOCK_INITIALIZER;

void move_late(struct source *from, struct source *to) {
  pthread_rwlock_wrlock(&to->clients->lock); // expected-note{{'to->clients->lock' acquired here}} expected-note{{'struct tree.lock' acquired here}}
  pthread_mutex_lock(&move_mutex); // expected-warning{{potential deadlock: 'struct tree.lock' and 'move_mutex' are acquired in opposite orders}} expected-note{{'move_mutex' acquired while 'struct tree.lock' is held, in function 'move_late'}} expected-note{{'move_mutex' acquired here}}
  pthread_rwlock_wrlock(&from->clients->lock); // expected-note{{'struct tree.lock' acquired while 'move_mutex' is held, in function 'move_late'}} expected-warning{{potential deadlock: 'from->clients->lock' acquired while 'to->clients->lock' is held, two 'struct tree.lock' locks in the order of the arguments of 'move_late'; a call with the arguments swapped takes them the other way round}}
  to->clients->count += from->clients->count;
  pthread_rwlock_unlock(&from->clients->lock);
  pthread_mutex_unlock(&move_mutex);
  pthread_rwlock_unlock(&to->clients->lock);
}

void move_shared(struct source *from, struct source *to) {
  pthread_rwlock_rdlock(&moves);
  pthread_rwlock_wrlock(&to->clients->lock); // expected-note{{'to->clients->lock' acquired here}}
  pthread_rwlock_wrlock(&from->clients->lock); // expected-warning{{potential deadlock: 'from->clients->lock' acquired while 'to->clients->lock' is held, two 'struct tree.lock' locks in the order of the arguments of 'move_shared'; a call with the arguments swapped takes them the other way round}}
  to->clients->count += from->clients->count;
  pthread_rwlock_unlock(&from->clients->lock);
  pthread_rwlock_unlock(&to->clients->lock);
  pthread_rwlock_unlock(&moves);
}

void *fall_back(void *arg) {
  move_late(&radio, &backup);
  move_shared(&radio, &backup);
  return arg;
}

void *fall_forward(void *arg) {
  move_late(&backup, &radio);
  move_shared(&backup, &radio);
  return arg;
}
