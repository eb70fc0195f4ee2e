/* recursive_mutex_wrapper_ok.c with wrappers that make mutexes that are
   not recursive: taken again by their holder, each deadlocks.  A wrapper
   that makes the mutex recursive only on some path (a flag says) makes
   none so; a member whose mutex one function makes recursive and another
   not is not (a `struct lock` of either kind may be the one), and an
   object given to a plain wrapper where another is given to a recursive
   one is not (coturn's del_alt_server, which calls itself holding its
   list's plain mutex). */
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
  turn_mutex_lock(&tp->mutex); // expected-note{{'*tp->mutex.mutex' acquired here, in function 'ports_size'}}
  int size = tp->size;
  turn_mutex_unlock(&tp->mutex);
  return size;
}

int ports_even(struct ports *tp) {
  turn_mutex_lock(&tp->mutex); // expected-note{{'*tp->mutex.mutex' acquired here, in function 'ports_even'}}
  int size = ports_size(tp); // expected-warning{{deadlock: calling 'ports_size' acquires '*tp->mutex.mutex', which is already held}}
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
  pthread_mutex_lock(l->mutex); // expected-warning{{acquiring mutex '*l->mutex' that is already held}}
  pthread_mutex_unlock(l->mutex); // expected-note{{mutex '*l->mutex' released here}}
  pthread_mutex_unlock(l->mutex); // expected-warning{{releasing mutex '*l->mutex' that was not held}}
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
  checked_lock(&list->m); // expected-note{{'*list->m.mutex' acquired here, in function 'del_alt_server'}} expected-note{{'*list->m.mutex' acquired here, in function 'del_alt_server'}}
  list->size--;
  if (again)
    del_alt_server(list, again - 1); // expected-warning{{deadlock: calling 'del_alt_server' acquires '*list->m.mutex', which is already held}}
  checked_unlock(&list->m);
}

void alt_init(struct alt_list *list) { checked_init(&list->m); }
void log_init(void) { checked_init_recursive(&log_lock); }
