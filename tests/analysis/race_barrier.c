/* A barrier: a lock a thread takes and releases at once, by the statement
   right after, waits there while another thread holds it.  That is how
   code stops the other threads (memcached's worker_hang_lock): it holds
   the barrier and waits for each thread to say it has arrived there, so
   what it does while holding the barrier races with no thread: the rest
   still does.  Here the resizer writes `resizes` after it lets the
   workers go, and `pool` is written holding `quiet`, which the workers
   take with work between, which is no barrier.  Twins: race_barrier_ok.c,
   and race_barrier_passed.c, with no wait. */
#include <pthread.h>

pthread_mutex_t hang = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t quiet = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t stats = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t arrived = PTHREAD_COND_INITIALIZER;
int *table;
int size, pool, resizes, waiting;

static void stop_here(void) {
  pthread_mutex_lock(&hang);
  pthread_mutex_unlock(&hang);
}

static void *worker(void *arg) {
  for (;;) {
    pthread_mutex_lock(&quiet);
    waiting++;
    pthread_cond_signal(&arrived);
    pthread_mutex_unlock(&quiet);
    stop_here();
    pthread_mutex_lock(&stats);
    int seen = table[size - 1] + resizes; // expected-warning{{data race: reading 'resizes' while another thread writes it, with no lock in common}}
    seen += pool; // expected-warning{{data race: reading 'pool' without holding 'quiet', held at 1 of its 1 writes}}
    pthread_mutex_unlock(&stats);
    if (seen < 0)
      break;
  }
  return arg;
}

static void *resizer(void *arg) {
  pthread_mutex_lock(&hang);
  pthread_mutex_lock(&quiet);
  waiting = 0;
  while (waiting == 0)
    pthread_cond_wait(&arrived, &quiet);
  pthread_mutex_unlock(&quiet);
  size = size * 2;
  table = 0;
  pthread_mutex_unlock(&hang);
  resizes = resizes + 1; // expected-note{{'resizes' also written here, in function 'resizer'}}
  pthread_mutex_lock(&quiet);
  pool = pool + 1; // expected-note{{'pool' written with 'quiet' held, in function 'resizer'}}
  pthread_mutex_unlock(&quiet);
  return arg;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, worker, 0);
  pthread_create(&r, 0, resizer, 0);
  return 0;
}
