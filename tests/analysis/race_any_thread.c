// flags: -Wthread-safety-race-any-thread
/* With -Wthread-safety-race-any-thread, two functions each of which may
   run in any thread (called through a pointer, or by nothing) are taken
   to run at once, as a library's callbacks called from two threads would:
   the write without the lock races with the locked ones.  A write in a
   thread the program starts races by default.  Twin:
   race_any_thread_ok.c. */
#include <pthread.h>

struct handlers {
  void (*on_read)(void);
  void (*on_close)(void);
};

pthread_mutex_t stats_mu = PTHREAD_MUTEX_INITIALIZER;
long reads, closes;

static void on_read(void) {
  pthread_mutex_lock(&stats_mu);
  reads++; // expected-note{{'reads' written with 'stats_mu' held, in function 'on_read'}}
  closes++; // expected-note{{'closes' written with 'stats_mu' held, in function 'on_read'}}
  pthread_mutex_unlock(&stats_mu);
  pthread_mutex_lock(&stats_mu);
  reads += 2;
  closes += 2;
  pthread_mutex_unlock(&stats_mu);
}

static void on_close(void) { reads = 0; } // expected-warning{{data race: writing 'reads' without holding 'stats_mu', held at 2 of its 3 writes}}

struct handlers table = {on_read, on_close};

static void *worker(void *arg) {
  closes = 0; // expected-warning{{data race: writing 'closes' without holding 'stats_mu', held at 2 of its 3 writes}}
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
