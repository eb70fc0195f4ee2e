/*
 * pthread_jobs.c: a plain POSIX job queue with three locking bugs.  Its
 * only annotations say which lock guards which data; annotalysis knows
 * pthread_mutex_lock and its family, and infers what the small wrappers
 * and the `_locked` helpers do from their bodies, so
 *
 *     ./annotalysis examples/pthread_jobs.c
 *
 * reports each bug where it is, with a note where the lock was taken.
 * The rest (a try-lock whose result is kept, a lock taken under a
 * condition, a wait on a condition variable) is correct and gives no
 * warning.  It builds unchanged with `gcc -Wall -pthread -c`.
 */
#include <pthread.h>
#include <stdbool.h>

#include "../include/annotalysis.h"

struct job {
  struct job *next;
  int id;
};

struct queue {
  pthread_mutex_t lock;
  pthread_cond_t ready;
  struct job *head GUARDED_BY(lock);
  int waiting GUARDED_BY(lock);
  bool closed GUARDED_BY(lock);
};

/* Wrappers and helpers: no annotation, their contracts are inferred
   (`annotalysis --dump-contracts examples/pthread_jobs.c` shows them). */
static void queue_lock(struct queue *q) { pthread_mutex_lock(&q->lock); }
static void queue_unlock(struct queue *q) { pthread_mutex_unlock(&q->lock); }

static void push_locked(struct queue *q, struct job *j) {
  j->next = q->head;
  q->head = j;
}

static struct job *pop_locked(struct queue *q) {
  struct job *j = q->head;
  if (j)
    q->head = j->next;
  return j;
}

void queue_put(struct queue *q, struct job *j) {
  queue_lock(q);
  push_locked(q, j);
  pthread_cond_signal(&q->ready);
  queue_unlock(q);
}

/* Correct: waits under the lock, as pthread_cond_wait needs. */
struct job *queue_take(struct queue *q) {
  queue_lock(q);
  q->waiting++;
  while (!q->head && !q->closed)
    pthread_cond_wait(&q->ready, &q->lock);
  q->waiting--;
  struct job *j = pop_locked(q);
  queue_unlock(q);
  return j;
}

/* Correct: the try-lock's result is kept and tested later. */
struct job *queue_poll(struct queue *q) {
  struct job *j = 0;
  bool locked = pthread_mutex_trylock(&q->lock) == 0;
  if (locked)
    j = pop_locked(q);
  if (locked)
    pthread_mutex_unlock(&q->lock);
  return j;
}

/* Bug: the closed queue's early return keeps the lock. */
int queue_put_checked(struct queue *q, struct job *j) {
  queue_lock(q);
  if (q->closed)
    return -1;
  push_locked(q, j);
  queue_unlock(q);
  return 0;
}

/* Bug: pops without the lock. */
struct job *queue_steal(struct queue *q) {
  return pop_locked(q);
}

/* Bug: reads the count after the unlock. */
int queue_close(struct queue *q) {
  queue_lock(q);
  q->closed = true;
  pthread_cond_broadcast(&q->ready);
  queue_unlock(q);
  return q->waiting;
}
