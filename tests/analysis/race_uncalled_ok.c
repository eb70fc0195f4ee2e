/* A function of the program that nothing calls, stores or hands on (dead
   code, or a library function only another program of the tree calls:
   multipath-tools' print_all_paths in multipathd) does not run: its
   reads race with no thread, and the thread it would start is not
   started.  race_uncalled.c calls them. */
#include <pthread.h>
#include <stdio.h>
struct vectors { pthread_mutex_t lock; int tick; };
static struct vectors gvecs = {PTHREAD_MUTEX_INITIALIZER, 0};
static int verbosity = 2;

static void *checker(void *arg) {
  struct vectors *v = arg;
  for (;;) {
    pthread_mutex_lock(&v->lock);
    if (v->tick)
      v->tick--;
    pthread_mutex_unlock(&v->lock);
  }
  return NULL;
}

int print_tick(struct vectors *v) { return printf("%d\n", v->tick); }

static void *worker(void *p) {
  if (verbosity > 1)
    puts("worker");
  return p;
}

int api_run(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  return pthread_join(t, NULL);
}

static void reconfigure(struct vectors *v) {
  pthread_mutex_lock(&v->lock);
  verbosity = 3;
  v->tick = 5;
  pthread_mutex_unlock(&v->lock);
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, checker, &gvecs);
  for (;;)
    reconfigure(&gvecs);
  return 0;
}
// expected-no-diagnostics
