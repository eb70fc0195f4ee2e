/* A slot handed over by a function that only reads the ring (`ring_slot`
   returns where the next entry goes, `ring_first` where the first is):
   called with the lock held, what it returns is the caller's, as what
   any other call made with the lock held returns (race_handed_over_ok.c).
   Such a function's value is the same for the same arguments, which the
   check once did not take for a call's.  Twin:
   race_handed_over_slot.c. */
// expected-no-diagnostics
#include <pthread.h>

struct entry {
  int size;
};

struct ring {
  pthread_mutex_t mu;
  struct entry *entries;
  int used;
};

struct ring log_ring = {PTHREAD_MUTEX_INITIALIZER, 0, 0};

static struct entry *ring_slot(const struct ring *r) { return r->entries + r->used; }
static struct entry *ring_first(const struct ring *r) { return r->entries; }

static void *writer(void *arg) {
  for (int i = 0; i < 4; i++) {
    pthread_mutex_lock(&log_ring.mu);
    struct entry *e = ring_slot(&log_ring);
    e->size = i;
    e->size++;
    pthread_mutex_unlock(&log_ring.mu);
  }
  return arg;
}

static void *reader(void *arg) {
  pthread_mutex_lock(&log_ring.mu);
  struct entry *e = ring_first(&log_ring);
  int n = log_ring.used;
  pthread_mutex_unlock(&log_ring.mu);
  return n && e->size ? arg : 0;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
