/* main joins one thread, then calls a function that joins the log thread
   and then frees what that thread read (multipath-tools' cleanup:
   log_thread_stop joins log_thr, then log_close frees the log area).
   After the call both threads have ended: the one main joined before it
   and the one the function joined. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct logarea { char *buff; };
static struct logarea *la;
static pthread_mutex_t logq_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_t log_thr, other_thr;

static void *log_thread(void *arg) {
  (void)arg;
  return la->buff;
}

static void *other(void *arg) { return arg; }

static void log_close(void) {
  pthread_mutex_lock(&logq_lock);
  free(la);
  la = NULL;
  pthread_mutex_unlock(&logq_lock);
}

static void log_thread_stop(void) {
  pthread_join(log_thr, NULL);
  log_close();
}

int main(void) {
  la = calloc(1, sizeof *la);
  pthread_create(&log_thr, NULL, log_thread, NULL);
  pthread_create(&other_thr, NULL, other, NULL);
  pthread_join(other_thr, NULL);
  log_thread_stop();
  return 0;
}
