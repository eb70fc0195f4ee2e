/* Where pthread_create has failed, no thread was started: the object it
   would have been given is still the starter's own (freed, or written,
   lvm2's add_lockspace_thread), and main's code there runs alone.  The
   failure tested as the call's result, as a variable's, through an
   assignment in the condition, with `!`, and as `< 0` (main's write where the one
   thread that reads it has not started). */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct job {
  pthread_mutex_t mutex;
  int done;
};

static long state, flag;

static void *work(void *arg) {
  struct job *j = arg;
  pthread_mutex_lock(&j->mutex);
  j->done = 1;
  pthread_mutex_unlock(&j->mutex);
  return (void *)state;
}

static int start_a(void) {
  pthread_t t;
  struct job *j = calloc(1, sizeof *j);
  if (!j)
    return -1;
  if (pthread_create(&t, NULL, work, j) != 0) {
    free(j);
    return -1;
  }
  return pthread_detach(t);
}

static int start_b(void) {
  pthread_t t;
  struct job *j = calloc(1, sizeof *j);
  if (!j)
    return -1;
  int rv = pthread_create(&t, NULL, work, j);
  if (rv) {
    j->done = -1;
    free(j);
    return rv;
  }
  return pthread_detach(t);
}

static int start_c(void) {
  pthread_t t;
  int rv;
  struct job *j = calloc(1, sizeof *j);
  if (!j)
    return -1;
  if ((rv = pthread_create(&t, NULL, work, j))) {
    free(j);
    return rv;
  }
  return pthread_detach(t);
}

static int start_d(void) { /* lvm2's test: never true, but no thread where it is */
  pthread_t t;
  struct job *j = calloc(1, sizeof *j);
  if (!j)
    return -1;
  int rv = pthread_create(&t, NULL, work, j);
  if (rv < 0) {
    free(j);
    return rv;
  }
  return pthread_detach(t);
}

static void *lone(void *arg) { return (void *)flag; }

static void *client(void *arg) {
  start_a();
  start_b();
  start_c();
  start_d();
  return arg;
}

int main(void) {
  pthread_t c, t;
  pthread_create(&c, NULL, client, NULL);
  start_a();
  start_b();
  start_c();
  pthread_join(c, NULL);
  if (!pthread_create(&t, NULL, lone, NULL))
    return pthread_join(t, NULL);
  flag = 1; /* no thread of lone runs */
  return 0;
}
