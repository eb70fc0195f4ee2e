/* The twin of wait_wrapper_ok.c: a caller of the wrapper that does not
   hold the mutex it hands in is warned, as a caller of pthread_cond_wait
   is; a public function that needs a lock it is not handed (a member of
   its argument) is still warned in its own body. */
#include <pthread.h>

struct queue { pthread_mutex_t mu; pthread_cond_t ready_cv; int ready; };

int queue_wait(pthread_cond_t *cond, pthread_mutex_t *mutex) { return pthread_cond_wait(cond, mutex); }

void consume_unlocked(struct queue *q) {
  while (!q->ready)
    queue_wait(&q->ready_cv, &q->mu); // expected-warning{{calling function 'queue_wait' requires holding mutex 'q->mu' exclusively}}
}

void wait_member(struct queue *q) {
  pthread_cond_wait(&q->ready_cv, &q->mu); // expected-warning{{calling function 'pthread_cond_wait' requires holding mutex 'q->mu' exclusively}}
}
