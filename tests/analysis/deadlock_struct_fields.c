/* Locks in struct fields, reached through parameters: every queue's
   lock and every worker's lock are one class each ('struct queue.lock',
   'struct worker.lock'), whichever objects the calls are handed. */
#include <pthread.h>

struct queue { pthread_mutex_t lock; int length; };
struct worker { pthread_mutex_t lock; int busy; };

static void queue_push(struct queue *q) {
  pthread_mutex_lock(&q->lock); // expected-note{{'struct queue.lock' acquired here, in function 'queue_push'}}
  q->length++;
  pthread_mutex_unlock(&q->lock);
}

void assign(struct worker *w, struct queue *q) {
  pthread_mutex_lock(&w->lock); // expected-note{{'struct worker.lock' acquired here}}
  w->busy = 1;
  queue_push(q); // expected-warning{{potential deadlock: 'struct worker.lock' and 'struct queue.lock' are acquired in opposite orders}} \
                 // expected-note{{'struct queue.lock' acquired through a call to 'queue_push' while 'struct worker.lock' is held, in function 'assign'}}
  pthread_mutex_unlock(&w->lock);
}

void drain(struct queue *q, struct worker *w) {
  pthread_mutex_lock(&q->lock); // expected-note{{'struct queue.lock' acquired here}}
  pthread_mutex_lock(&w->lock); // expected-note{{'struct worker.lock' acquired while 'struct queue.lock' is held, in function 'drain'}}
  q->length = 0;
  w->busy = 0;
  pthread_mutex_unlock(&w->lock);
  pthread_mutex_unlock(&q->lock);
}
