/* A function run more than once (called in main's loop) that starts a
   thread and joins it before it returns runs that thread once at a time,
   even where the thread leaves threads of its own running, or starts
   them through a wrapper whose handles the analysis cannot follow: the
   thread's own code does not race with itself (lbzip2's work(), which
   starts and joins its primary thread for each file; the primary starts
   the workers through xcreate() around a trampoline and joins them
   through the handles xcreate returns; its schedule(), called for each
   file too, starts a primary thread through xcreate into `*threads` and
   joins that; the primary starts its reader and writer threads into
   handles of file scope in init_io() and joins them in uninit_io(), so
   they too end before the next file's primary starts). */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

static unsigned primary_id;
static unsigned num_worker = 4;
static pthread_t *worker_thread;

static void *thread_entry(void *real_entry) {
  ((void (*)(void))real_entry)();
  return NULL;
}

static pthread_t xcreate(void (*entry)(void)) {
  pthread_t thread;
  if (pthread_create(&thread, NULL, thread_entry, (void *)entry))
    abort();
  return thread;
}

static pthread_t reader_thread, writer_thread;
static long blocks_read, blocks_written;

static void reader(void) { blocks_read++; }
static void writer(void) { blocks_written++; }

static void init_io(void) {
  reader_thread = xcreate(reader);
  writer_thread = xcreate(writer);
}

static void uninit_io(void) {
  pthread_join(reader_thread, NULL);
  pthread_join(writer_thread, NULL);
}

static void worker(void) {}

static void primary(void) {
  primary_id = 0;
  init_io();
  for (unsigned i = 1; i < num_worker; ++i)
    worker_thread[i] = xcreate(worker);
  worker();
  for (unsigned i = 1; i < num_worker; ++i)
    pthread_join(worker_thread[i], NULL);
  uninit_io();
  primary_id = 1;
}

static void *primary_entry(void *arg) {
  primary();
  return arg;
}

static void work(void) {
  pthread_t pt;
  if (pthread_create(&pt, NULL, primary_entry, NULL))
    abort();
  pthread_join(pt, NULL);
}

static unsigned copied;
static pthread_t *threads;

static void copier(void) { copied++; }

static void schedule(void) {
  threads = malloc(sizeof *threads);
  *threads = xcreate(copier);
  pthread_join(*threads, NULL);
  free(threads);
}

int main(int argc, char **argv) {
  (void)argv;
  worker_thread = malloc(num_worker * sizeof *worker_thread);
  do {
    work();
    schedule();
  } while (--argc > 0);
  return 0;
}
