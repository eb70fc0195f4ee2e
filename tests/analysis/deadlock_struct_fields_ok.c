/* deadlock_struct_fields.c with drain taking the worker first, as assign
   does. */
// expected-no-diagnostics
#include <pthread.h>

struct queue { pthread_mutex_t lock; int length; };
struct worker { pthread_mutex_t lock; int busy; };

static void queue_push(struct queue *q) {
  pthread_mutex_lock(&q->lock);
  q->length++;
  pthread_mutex_unlock(&q->lock);
}

void assign(struct worker *w, struct queue *q) {
  pthread_mutex_lock(&w->lock);
  w->busy = 1;
  queue_push(q);
  pthread_mutex_unlock(&w->lock);
}

void drain(struct queue *q, struct worker *w) {
  pthread_mutex_lock(&w->lock);
  pthread_mutex_lock(&q->lock);
  q->length = 0;
  w->busy = 0;
  pthread_mutex_unlock(&q->lock);
  pthread_mutex_unlock(&w->lock);
}
