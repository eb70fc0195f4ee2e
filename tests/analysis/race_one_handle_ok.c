/* A thread started into one handle of file scope, which the program joins
   by that handle, runs one at a time: an I/O thread started by whichever
   worker is the first (main's own, worker 0), and a dispatch thread
   started again by a function main calls in a loop, which joins the last
   one first.  Neither races with itself. */
// expected-no-diagnostics
#include <pthread.h>
#define NWORKERS 4

struct io {
  int fd, added;
  pthread_t tid;
};
static struct io io;

static void *io_thread(void *arg) {
  struct io *d = arg;
  d->added = 1;
  if (d->fd >= 0)
    d->fd = -1;
  return 0;
}

static void worker_init(long num) {
  if (num == 0) /* once a process */
    pthread_create(&io.tid, 0, io_thread, &io);
}

static void *worker(void *arg) {
  worker_init((long)arg);
  return 0;
}

static pthread_t dispatcher;
static int rounds;

static void *dispatch(void *arg) {
  rounds++;
  return arg;
}

static void restart(void) {
  static int started;
  if (started)
    pthread_join(dispatcher, 0);
  pthread_create(&dispatcher, 0, dispatch, 0);
  started = 1;
}

int main(void) {
  pthread_t t[NWORKERS];
  for (long i = 1; i < NWORKERS; i++)
    pthread_create(&t[i], 0, worker, (void *)i);
  worker_init(0);
  for (int i = 1; i < NWORKERS; i++)
    pthread_join(t[i], 0);
  pthread_join(io.tid, 0);
  for (int i = 0; i < 3; i++)
    restart();
  pthread_join(dispatcher, 0);
  return 0;
}
