/* Two functions that no thread of the program is known to reach, each
   called only through a pointer (or by nothing), so each "may run in any
   thread": whether they run at once is a guess, and mostly they do not
   (the callbacks of one event loop, the entry points of one plugin
   interface, which one thread calls).  Their pair is no race by default;
   -Wthread-safety-race-any-thread reports it (race_any_thread.c). */
// expected-no-diagnostics
#include <pthread.h>

struct handlers {
  void (*on_read)(void);
  void (*on_close)(void);
};

pthread_mutex_t stats_mu = PTHREAD_MUTEX_INITIALIZER;
long reads;

static void on_read(void) {
  pthread_mutex_lock(&stats_mu);
  reads++;
  pthread_mutex_unlock(&stats_mu);
  pthread_mutex_lock(&stats_mu);
  reads += 2;
  pthread_mutex_unlock(&stats_mu);
}

static void on_close(void) { reads = 0; }

struct handlers table = {on_read, on_close};

static void *worker(void *arg) { return arg; }

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
