/*
 * locking_mistakes.c: locking bugs annotalysis finds before the program
 * runs.  `./annotalysis examples/locking_mistakes.c` reports each at the
 * faulty access, call or return, with a note where the lock was taken;
 * the correct functions, some of which lock only under a condition, give
 * no warning.
 */
#include "../include/annotalysis.h"

struct CAPABILITY("mutex") mutex { int owner; };
void mutex_lock(struct mutex *m) ACQUIRE(m);
void mutex_unlock(struct mutex *m) RELEASE(m);
int mutex_trylock(struct mutex *m) TRY_ACQUIRE(1, m);

struct queue {
  struct mutex lock;
  int items[64] GUARDED_BY(lock);
  int count GUARDED_BY(lock);
};

static void queue_push_locked(struct queue *q, int v) REQUIRES(q->lock) {
  q->items[q->count++ % 64] = v;
}

/* Correct: the lock is taken only when asked for, the data read only
   then, and the lock released under the same condition. */
int queue_peek(struct queue *q, int careful) {
  int seen = -1;
  if (careful)
    mutex_lock(&q->lock);
  if (careful)
    seen = q->count;
  if (careful)
    mutex_unlock(&q->lock);
  return seen;
}

/* Correct: a try-lock whose result is kept and tested later. */
int queue_try_count(struct queue *q) {
  int got = mutex_trylock(&q->lock);
  if (!got)
    return -1;
  int n = q->count;
  mutex_unlock(&q->lock);
  return n;
}

/* Bug: an early return leaves the lock held. */
int queue_pop(struct queue *q) {
  mutex_lock(&q->lock);
  if (q->count == 0)
    return -1;
  int v = q->items[--q->count % 64];
  mutex_unlock(&q->lock);
  return v;
}

/* Bugs: a read after the unlock, and a helper called without the lock. */
int queue_drain(struct queue *q) {
  mutex_lock(&q->lock);
  q->count = 0;
  mutex_unlock(&q->lock);
  queue_push_locked(q, 1);
  return q->count;
}
