/* race_joined_before_free_ok.c where the thread main joins first is not
   the one that reads: the reader still runs when the log is closed. */
#include <pthread.h>
#include <stdlib.h>

struct logarea { char *buff; };
static struct logarea *la;
static pthread_mutex_t logq_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_t log_thr, reader_thr;

static void *log_thread(void *arg) { return arg; }

static void *reader(void *arg) {
  (void)arg;
  return la->buff; // expected-warning{{data race: reading 'la' without holding 'logq_lock', held at 1 of its 1 writes}} expected-warning{{data race: reading 'la->buff' (struct logarea.buff) without holding 'logq_lock', held at 1 of its 1 writes}}
}

static void log_close(void) {
  pthread_mutex_lock(&logq_lock);
  free(la); // expected-note{{'la->buff' written with 'logq_lock' held, in function 'log_close'}}
  la = NULL; // expected-note{{'la' written with 'logq_lock' held, in function 'log_close'}}
  pthread_mutex_unlock(&logq_lock);
}

static void log_thread_stop(void) {
  pthread_join(log_thr, NULL);
  log_close();
}

int main(void) {
  la = calloc(1, sizeof *la);
  pthread_create(&log_thr, NULL, log_thread, NULL);
  pthread_create(&reader_thr, NULL, reader, NULL);
  pthread_join(log_thr, NULL);
  log_thread_stop();
  pthread_join(reader_thr, NULL);
  return 0;
}
