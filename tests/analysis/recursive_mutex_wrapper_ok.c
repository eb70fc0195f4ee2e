/* Mutexes made recursive through a wrapper of their initialization, then
   taken again by their holder, through lock wrappers:
   - libuv's uv_mutex_init_recursive(&mutex), given a local's address;
   - coturn's turn_mutex_init_recursive(&tp->mutex), which sets up the
     mutex a pointer member points to (`m->mutex`), through a second
     wrapper that passes its own parameter on; coturn's turn_mutex_init
     sets up the same member's mutex as a plain one for other objects
     (its list's), so only the objects given to the recursive one are
     recursive, by the object the call names; of the two mutexes one
     wrapper sets up, the recursive one. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

typedef pthread_mutex_t uv_mutex_t;

int uv_mutex_init_recursive(uv_mutex_t *mutex) {
  pthread_mutexattr_t attr;
  int err;
  if (pthread_mutexattr_init(&attr))
    abort();
  if (pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE))
    abort();
  err = pthread_mutex_init(mutex, &attr);
  pthread_mutexattr_destroy(&attr);
  return err;
}
void uv_mutex_lock(uv_mutex_t *mutex) {
  if (pthread_mutex_lock(mutex))
    abort();
}
void uv_mutex_unlock(uv_mutex_t *mutex) {
  if (pthread_mutex_unlock(mutex))
    abort();
}

void twice(void) {
  uv_mutex_t mutex;
  if (uv_mutex_init_recursive(&mutex))
    abort();
  uv_mutex_lock(&mutex);
  uv_mutex_lock(&mutex);
  uv_mutex_unlock(&mutex);
  uv_mutex_unlock(&mutex);
  pthread_mutex_destroy(&mutex);
}

typedef struct {
  unsigned long data;
  void *mutex;
} turn_mutex;

int turn_mutex_init_recursive(turn_mutex *m) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  m->mutex = malloc(sizeof(pthread_mutex_t));
  m->data = 0xEFCD1983UL;
  return pthread_mutex_init((pthread_mutex_t *)m->mutex, &attr);
}
int turn_mutex_init(turn_mutex *m) {
  m->mutex = malloc(sizeof(pthread_mutex_t));
  m->data = 0xEFCD1983UL;
  return pthread_mutex_init((pthread_mutex_t *)m->mutex, NULL);
}
static int init_lock(turn_mutex *m) { return turn_mutex_init_recursive(m); }
void turn_mutex_lock(turn_mutex *m) {
  if (m && m->mutex)
    pthread_mutex_lock((pthread_mutex_t *)m->mutex);
}
void turn_mutex_unlock(turn_mutex *m) {
  if (m && m->mutex)
    pthread_mutex_unlock((pthread_mutex_t *)m->mutex);
}

struct ports {
  turn_mutex mutex;
  int size;
};

int ports_size(struct ports *tp) {
  turn_mutex_lock(&tp->mutex);
  int size = tp->size;
  turn_mutex_unlock(&tp->mutex);
  return size;
}

int ports_even(struct ports *tp) {
  turn_mutex_lock(&tp->mutex);
  int size = ports_size(tp);
  turn_mutex_unlock(&tp->mutex);
  return size;
}

void ports_init(struct ports *tp) { init_lock(&tp->mutex); }

static turn_mutex log_mutex;

void log_line(void) {
  turn_mutex_lock(&log_mutex);
  turn_mutex_unlock(&log_mutex);
}

void log_twice(void) {
  turn_mutex_lock(&log_mutex);
  log_line();
  turn_mutex_unlock(&log_mutex);
}

struct list {
  turn_mutex m;
  int n;
};

void list_init(struct list *l) { turn_mutex_init(&l->m); }

void list_add(struct list *l) {
  turn_mutex_lock(&l->m);
  l->n++;
  turn_mutex_unlock(&l->m);
}

void logs_init(void) { turn_mutex_init_recursive(&log_mutex); }

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
void big_inner(void) {
  pthread_mutex_lock(both.big);
  pthread_mutex_unlock(both.big);
}
void big_outer(void) {
  pthread_mutex_lock(both.big);
  big_inner();
  pthread_mutex_unlock(both.big);
}
