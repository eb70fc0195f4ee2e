/* Correct code that uses every macro of include/annotalysis.h: it must
   build warning-free with gcc in every mode (the macros vanish) and be
   accepted silently by clang-22 -Wthread-safety (the attributes are real). */
#include "annotalysis.h"

struct CAPABILITY("mutex") REENTRANT_CAPABILITY mutex {
  int state;
};

struct LOCKABLE spinlock {
  int state;
};

void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);
void mutex_unlock_any(struct mutex *m) RELEASE_GENERIC(*m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, *m);
int mutex_trylock_shared(struct mutex *m) TRY_ACQUIRE_SHARED(1, *m);
void mutex_assert_held(struct mutex *m) ASSERT_CAPABILITY(*m);
void mutex_assert_shared(struct mutex *m) ASSERT_SHARED_CAPABILITY(*m);

struct mutex first_mu;
struct mutex second_mu ACQUIRED_AFTER(first_mu);
struct mutex third_mu ACQUIRED_BEFORE(first_mu);
int total GUARDED_BY(first_mu);

struct queue {
  struct mutex mu;
  int count GUARDED_BY(mu);
  int *items PT_GUARDED_BY(mu);
};

struct mutex *queue_lock(struct queue *q) RETURN_CAPABILITY(q->mu);

static void push_locked(struct queue *q, int value) REQUIRES(q->mu);
static int peek_count(struct queue *q) REQUIRES_SHARED(q->mu);
void queue_push(struct queue *q, int value) EXCLUDES(q->mu);
void unchecked(struct queue *q) NO_THREAD_SAFETY_ANALYSIS;

static void push_locked(struct queue *q, int value) {
  q->items[q->count++] = value;
}

static int peek_count(struct queue *q) { return q->count; }

void queue_push(struct queue *q, int value) {
  mutex_lock(&q->mu);
  push_locked(q, value);
  mutex_unlock(&q->mu);
}

int queue_size(struct queue *q) {
  int n = 0;
  if (mutex_trylock_shared(&q->mu)) {
    n = peek_count(q);
    mutex_unlock_shared(&q->mu);
  }
  return n;
}

void add_total(int v) {
  mutex_lock(&first_mu);
  total += v;
  mutex_unlock(&first_mu);
}

void unchecked(struct queue *q) { q->count = 0; }

struct queue *queue_get(struct queue *q) ACQUIRE_RETURNED(return->mu);
struct queue *queue_find(struct queue *q) TRY_ACQUIRE_RETURNED(1, return->mu);
struct queue *queue_get_shared(struct queue *q) ACQUIRE_SHARED_RETURNED(return->mu);
struct queue *queue_find_shared(struct queue *q) TRY_ACQUIRE_SHARED_RETURNED(1, return->mu);

struct queue *queue_get(struct queue *q) {
  mutex_lock(&q->mu);
  return q;
}

int queue_count_of(struct queue *q) {
  struct queue *held = queue_get(q);
  int n = held->count;
  mutex_unlock(&held->mu);
  struct queue *found = queue_find(q);
  if (found) {
    n += found->count;
    mutex_unlock(&found->mu);
  }
  return n;
}
