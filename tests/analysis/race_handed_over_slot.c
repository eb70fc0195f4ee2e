/* race_handed_over_slot_ok.c with the slots taken without the lock: the
   writer's and the reader's calls hand nothing over, and the reader's
   access races with the writer's guarded ones. */
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
    struct entry *e = ring_slot(&log_ring);
    pthread_mutex_lock(&log_ring.mu);
    e->size = i; // expected-note{{'e->size' written with 'log_ring.mu' held, in function 'writer'}}
    e->size++;
    pthread_mutex_unlock(&log_ring.mu);
  }
  return arg;
}

static void *reader(void *arg) {
  struct entry *e = ring_first(&log_ring);
  pthread_mutex_lock(&log_ring.mu);
  int n = log_ring.used;
  pthread_mutex_unlock(&log_ring.mu);
  return n && e->size ? arg : 0; // expected-warning{{data race: reading 'e->size' (struct entry.size) without holding 'struct ring.mu', held at 2 of its 2 writes}}
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}
