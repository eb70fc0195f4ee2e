/* A caller that does not hold the lock a function releases where it
   returns 1: the function has nothing to release there, but both of its
   results stay possible, so the code where it returned 1 is still
   checked (two threads run poke, and the writes in that branch race).
   Before, the call was taken to return 0 there, and the branch was
   dropped with its races. */
#include <pthread.h>

struct xfr { pthread_mutex_t lock; int busy; int serial; };
struct xfr X = {PTHREAD_MUTEX_INITIALIZER, 0, 0};
int probes;

void send_probe(struct xfr *x);

static int start_probe(struct xfr *x) {
  if (x->busy)
    return 0;
  x->busy = 1;
  pthread_mutex_unlock(&x->lock);
  send_probe(x);
  return 1;
}

static void *notify(void *arg) {
  pthread_mutex_lock(&X.lock);
  if (!start_probe(&X))
    pthread_mutex_unlock(&X.lock);
  return arg;
}

static void *poke(void *arg) {
  if (start_probe(&X)) {
    probes++; // expected-warning{{data race: 'probes' is written by two threads with no lock held}} expected-note{{'probes' written here by another thread running 'poke' at once}}
    X.serial = 0; // expected-warning{{data race: 'X.serial' (struct xfr.serial) is written by two threads with no lock held}} expected-note{{'X.serial' written here by another thread running 'poke' at once}}
  }
  return arg;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, notify, 0);
  pthread_create(&b, 0, poke, 0);
  pthread_create(&c, 0, poke, 0);
  return 0;
}
