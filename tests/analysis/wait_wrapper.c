/* The twin of wait_wrapper_ok.c: a caller of the wrapper that does not
   hold the mutex it hands in is warned, as a caller of pthread_cond_wait
   is, and so is a caller of a wrapper that waits on a member of its
   argument, in a loop or not; a public function that waits in a loop on
   a member of its argument while it takes another lock itself should have
   taken that one too, and is warned in its own body. */
#include <pthread.h>

struct queue { pthread_mutex_t mu; pthread_cond_t ready_cv; int ready; };

int queue_wait(pthread_cond_t *cond, pthread_mutex_t *mutex) { return pthread_cond_wait(cond, mutex); }

void consume_unlocked(struct queue *q) {
  while (!q->ready)
    queue_wait(&q->ready_cv, &q->mu); // expected-warning{{calling function 'queue_wait' requires holding mutex 'q->mu' exclusively}}
}

void wait_member(struct queue *q) { pthread_cond_wait(&q->ready_cv, &q->mu); }

void wait_member_unlocked(struct queue *q) {
  while (!q->ready)
    wait_member(q); // expected-warning{{calling function 'wait_member' requires holding mutex 'q->mu' exclusively}}
}

void wait_in_loop(struct queue *q) {
  while (!q->ready)
    pthread_cond_wait(&q->ready_cv, &q->mu);
}

void wait_in_loop_unlocked(struct queue *q) {
  wait_in_loop(q); // expected-warning{{calling function 'wait_in_loop' requires holding mutex 'q->mu' exclusively}}
}

pthread_mutex_t stats_mu = PTHREAD_MUTEX_INITIALIZER;
long waits;

void wait_in_loop_counting(struct queue *q) {
  pthread_mutex_lock(&stats_mu);
  waits++;
  pthread_mutex_unlock(&stats_mu);
  while (!q->ready)
    pthread_cond_wait(&q->ready_cv, &q->mu); // expected-warning{{calling function 'pthread_cond_wait' requires holding mutex 'q->mu' exclusively}}
}
