/* The workers share one job, reached through the thread's argument: its
   'done' count is written with the job's lock held but read without it. */
#include <pthread.h>

struct job {
  pthread_mutex_t lock;
  int done;
  int total;
};

static int finished(struct job *j) {
  return j->done == j->total; // expected-warning{{data race: reading 'j->done' (struct job.done) without holding 'j->lock', held at 2 of its 2 writes}}
}

static void *worker(void *arg) {
  struct job *job = arg;
  while (!finished(job)) { // expected-note{{'finished' called here, in function 'worker'}}
    pthread_mutex_lock(&job->lock);
    job->done++; // expected-note{{'job->done' written with 'job->lock' held, in function 'worker'}}
    pthread_mutex_unlock(&job->lock);
  }
  pthread_mutex_lock(&job->lock);
  job->done = job->total;
  pthread_mutex_unlock(&job->lock);
  return 0;
}

int main(void) {
  static struct job job = {PTHREAD_MUTEX_INITIALIZER, 0, 100};
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], 0, worker, &job);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return 0;
}
