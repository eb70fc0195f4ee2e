/* A value is handed over only by a call made with a lock held each time
   it runs: ring_peek, called once without the lock, gives an entry the
   writer may still be filling through its pointer `filling`, and a race
   is reported there.  Twin: race_handed_over_ok.c. */
#include <pthread.h>

struct entry {
  int size;
};

struct ring {
  pthread_mutex_t mu;
  void *buf;
};

extern struct entry *ring_peek(void *buf);

struct ring log_ring = {PTHREAD_MUTEX_INITIALIZER, 0};
struct entry *filling;

static void *writer(void *arg) {
  struct ring *r = &log_ring;
  for (int i = 0; i < 4; i++) {
    pthread_mutex_lock(&r->mu);
    filling->size = i; // expected-note{{'filling->size' written with 'log_ring.mu' held, in function 'writer'}}
    pthread_mutex_unlock(&r->mu);
    pthread_mutex_lock(&r->mu);
    filling->size = -i;
    pthread_mutex_unlock(&r->mu);
  }
  return arg;
}

static void *reader(void *arg) {
  struct ring *r = &log_ring;
  int total = 0;
  for (int i = 0; i < 2; i++) {
    if (i)
      pthread_mutex_lock(&r->mu);
    struct entry *e = ring_peek(r->buf);
    if (i)
      pthread_mutex_unlock(&r->mu);
    total += e->size; // expected-warning{{data race: reading 'e->size' (struct entry.size) without holding 'struct ring.mu', held at 2 of its 2 writes}}
  }
  return total ? arg : 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  return 0;
}
