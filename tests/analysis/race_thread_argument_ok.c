/* race_thread_argument.c with 'finished' reading under the job's lock. */
// expected-no-diagnostics
#include <pthread.h>

struct job {
  pthread_mutex_t lock;
  int done;
  int total;
};

static int finished(struct job *j) {
  pthread_mutex_lock(&j->lock);
  int over = j->done == j->total;
  pthread_mutex_unlock(&j->lock);
  return over;
}

static void *worker(void *arg) {
  struct job *job = arg;
  while (!finished(job)) {
    pthread_mutex_lock(&job->lock);
    job->done++;
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
