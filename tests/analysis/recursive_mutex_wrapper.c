/* recursive_mutex_wrapper_ok.c with wrappers that make mutexes that are
   not recursive: taken again by their holder, each deadlocks.  A wrapper
   that makes the mutex recursive only on some path (a flag says) makes
   none so; a member whose mutex one function makes recursive and another
   not is not (a `struct lock` of either kind may be the one), and an
   object given to a plain wrapper where another is given to a recursive
   one is not (coturn's del_alt_server, which calls itself holding its
   list's plain mutex).  Nor is a table given to the recursive wrapper
   where another table, held in the same member, is given to the plain
   one, nor the plain one of two mutexes one wrapper sets up. */
#include <pthread.h>
#include <stdlib.h>

int plain_init(pthread_mutex_t *mutex) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
  return pthread_mutex_init(mutex, &attr);
}

void twice(void) {
  pthread_mutex_t mutex;
  plain_init(&mutex);
  pthread_mutex_lock(&mutex); // expected-note{{mutex acquired here}}
  pthread_mutex_lock(&mutex); // expected-warning{{acquiring mutex 'mutex' that is already held}}
  pthread_mutex_unlock(&mutex); // expected-note{{mutex 'mutex' released here}}
  pthread_mutex_unlock(&mutex); // expected-warning{{releasing mutex 'mutex' that was not held}}
}

typedef struct {
  void *mutex;
} turn_mutex;

int turn_mutex_init(turn_mutex *m) {
  m->mutex = malloc(sizeof(pthread_mutex_t));
  return pthread_mutex_init((pthread_mutex_t *)m->mutex, NULL);
}
void turn_mutex_lock(turn_mutex *m) { pthread_mutex_lock((pthread_mutex_t *)m->mutex); }
void turn_mutex_unlock(turn_mutex *m) { pthread_mutex_unlock((pthread_mutex_t *)m->mutex); }

struct ports {
  turn_mutex mutex;
  int size;
};

int ports_size(struct ports *tp) {
  turn_mutex_lock(&tp->mutex); // expected-note{{'tp->mutex.mutex' acquired here, in function 'ports_size'}}
  int size = tp->size;
  turn_mutex_unlock(&tp->mutex);
  return size;
}

int ports_even(struct ports *tp) {
  turn_mutex_lock(&tp->mutex); // expected-note{{'tp->mutex.mutex' acquired here, in function 'ports_even'}}
  int size = ports_size(tp); // expected-warning{{deadlock: calling 'ports_size' acquires 'tp->mutex.mutex', which is already held}}
  turn_mutex_unlock(&tp->mutex);
  return size;
}

void ports_init(struct ports *tp) { turn_mutex_init(&tp->mutex); }

int flag_init(pthread_mutex_t *m, int recursive) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  if (recursive)
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  return pthread_mutex_init(m, &attr);
}

void flagged_twice(void) {
  pthread_mutex_t b;
  flag_init(&b, 0);
  pthread_mutex_lock(&b); // expected-note{{mutex acquired here}}
  pthread_mutex_lock(&b); // expected-warning{{acquiring mutex 'b' that is already held}}
  pthread_mutex_unlock(&b); // expected-note{{mutex 'b' released here}}
  pthread_mutex_unlock(&b); // expected-warning{{releasing mutex 'b' that was not held}}
}

struct lock {
  pthread_mutex_t *mutex;
};
void lock_init_recursive(struct lock *l) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  l->mutex = malloc(sizeof *l->mutex);
  pthread_mutex_init(l->mutex, &attr);
}
void lock_init(struct lock *l) {
  l->mutex = malloc(sizeof *l->mutex);
  pthread_mutex_init(l->mutex, NULL);
}
void lock_twice(struct lock *l) {
  pthread_mutex_lock(l->mutex); // expected-note{{mutex acquired here}}
  pthread_mutex_lock(l->mutex); // expected-warning{{acquiring mutex 'l->mutex' that is already held}}
  pthread_mutex_unlock(l->mutex); // expected-note{{mutex 'l->mutex' released here}}
  pthread_mutex_unlock(l->mutex); // expected-warning{{releasing mutex 'l->mutex' that was not held}}
}

typedef struct {
  void *mutex;
} checked_mutex;
int checked_init_recursive(checked_mutex *m) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  m->mutex = malloc(sizeof(pthread_mutex_t));
  return pthread_mutex_init((pthread_mutex_t *)m->mutex, &attr);
}
int checked_init(checked_mutex *m) {
  m->mutex = malloc(sizeof(pthread_mutex_t));
  return pthread_mutex_init((pthread_mutex_t *)m->mutex, NULL);
}
void checked_lock(checked_mutex *m) { pthread_mutex_lock((pthread_mutex_t *)m->mutex); }
void checked_unlock(checked_mutex *m) { pthread_mutex_unlock((pthread_mutex_t *)m->mutex); }

struct alt_list {
  checked_mutex m;
  int size;
};
static checked_mutex log_lock;

void del_alt_server(struct alt_list *list, int again) {
  checked_lock(&list->m); // expected-note{{'list->m.mutex' acquired here, in function 'del_alt_server'}} expected-note{{'list->m.mutex' acquired here, in function 'del_alt_server'}}
  list->size--;
  if (again)
    del_alt_server(list, again - 1); // expected-warning{{deadlock: calling 'del_alt_server' acquires 'list->m.mutex', which is already held}}
  checked_unlock(&list->m);
}

void alt_init(struct alt_list *list) { checked_init(&list->m); }
void log_init(void) { checked_init_recursive(&log_lock); }

struct table {
  checked_mutex mutex;
  int size;
};
void shared_table_init(struct table *t) { checked_init_recursive(&t->mutex); }
void private_table_init(struct table *t) { checked_init(&t->mutex); }
int table_size(struct table *t) {
  checked_lock(&t->mutex); // expected-note{{'t->mutex.mutex' acquired here, in function 'table_size'}}
  int size = t->size;
  checked_unlock(&t->mutex);
  return size;
}
int table_grow(struct table *t) {
  checked_lock(&t->mutex); // expected-note{{'t->mutex.mutex' acquired here, in function 'table_grow'}}
  int size = table_size(t); // expected-warning{{deadlock: calling 'table_size' acquires 't->mutex.mutex', which is already held}}
  checked_unlock(&t->mutex);
  return size;
}

struct two_locks {
  pthread_mutex_t *big, *small;
};
void two_locks_init(struct two_locks *l) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  l->big = malloc(sizeof *l->big);
  l->small = malloc(sizeof *l->small);
  pthread_mutex_init(l->big, &attr);
  pthread_mutex_init(l->small, NULL);
}
static struct two_locks both;
void both_init(void) { two_locks_init(&both); }
void small_inner(void) {
  pthread_mutex_lock(both.small); // expected-note{{'both.small' acquired here, in function 'small_inner'}}
  pthread_mutex_unlock(both.small);
}
void small_outer(void) {
  pthread_mutex_lock(both.small); // expected-note{{'both.small' acquired here, in function 'small_outer'}}
  small_inner(); // expected-warning{{deadlock: calling 'small_inner' acquires 'both.small', which is already held}}
  pthread_mutex_unlock(both.small);
}
