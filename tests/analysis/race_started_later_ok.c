/* main starts a thread that shares nothing with the rest (a daemon's
   signal thread, a listener), directly or through a function of its own
   that starts it, then sets up what the workers read, then starts them:
   the set-up writes run before any worker does (rrdcached's journal
   replay before its queue threads).  The same in a function main calls
   before any thread runs (multipathd's child(), its dmevent waiter); and
   through a wrapper given the thread's function (squashfs-tools' restore
   thread), with library calls and helpers that start none between, one of
   them writing what the thread reads (set_up). */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct waiter { int fd; };
static struct waiter *waiter;
static long replayed;

static void *signals(void *arg) { return arg; }
static void *listener(void *arg) { return arg; }

static void install_signal_thread(void) {
  pthread_t t;
  pthread_create(&t, NULL, signals, NULL);
  pthread_detach(t);
}

static void *worker(void *arg) {
  replayed++;
  return (void *)(long)waiter->fd;
}

static struct waiter *events;

static void *event_loop(void *arg) { return (void *)(long)events->fd; }

static void child(void) {
  pthread_t l, e;
  pthread_create(&l, NULL, listener, NULL);
  events = malloc(sizeof *events);
  if (!events)
    return;
  events->fd = 1;
  pthread_create(&e, NULL, event_loop, NULL);
  pthread_join(e, NULL);
  pthread_join(l, NULL);
}

static long saved, restored;

static void *restorer(void *arg) { return (void *)(saved + restored); }

static void launch(pthread_t *t, void *(*fn)(void *)) { pthread_create(t, NULL, fn, NULL); }

static void note(long *where, long what) { *where = what; }

static void set_up(void) { restored = 2; }

int main(void) {
  pthread_t l, w;
  child();
  install_signal_thread();
  pthread_create(&l, NULL, listener, NULL);
  waiter = malloc(sizeof *waiter);
  if (!waiter)
    return 1;
  waiter->fd = 0;
  replayed = 0;
  pthread_create(&w, NULL, worker, NULL);
  pthread_join(w, NULL);
  pthread_t r;
  launch(&l, listener);
  note(&saved, (long)getenv("SAVED"));
  set_up();
  launch(&r, restorer);
  pthread_join(r, NULL);
  return pthread_join(l, NULL);
}
