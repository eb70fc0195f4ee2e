/* What a thread takes out of a structure while holding the structure's
   lock is handed over to it: a job taken from a queue, the entries read
   out of a ring buffer.  The writer filled them under the same lock
   before it let go of them, so the taker's later accesses, with the lock
   released, race with nothing.  A call made only with a lock held gives
   such a value.  Twin: race_handed_over.c. */
// expected-no-diagnostics
#include <pthread.h>

struct entry {
  int size;
  int flags;
};

struct ring {
  pthread_mutex_t mu;
  void *buf;
};

extern struct entry *ring_reserve(void *buf, unsigned size);
extern unsigned char *ring_peek(void *buf, unsigned *size);
extern void ring_release(void *buf, unsigned size);

struct ring log_ring = {PTHREAD_MUTEX_INITIALIZER, 0};

static void *writer(void *arg) {
  struct ring *r = &log_ring;
  for (int i = 0; i < 4; i++) {
    pthread_mutex_lock(&r->mu);
    struct entry *e = ring_reserve(r->buf, sizeof *e);
    e->size = i;
    e->flags = 0;
    pthread_mutex_unlock(&r->mu);
  }
  pthread_mutex_lock(&r->mu);
  struct entry *last = ring_reserve(r->buf, sizeof *last);
  last->size = 0;
  last->flags = 1;
  pthread_mutex_unlock(&r->mu);
  return arg;
}

static int entry_flags(const struct entry *e) { return e->flags; }

static void *reader(void *arg) {
  struct ring *r = &log_ring;
  unsigned size, pos = 0;
  int flags = 0;
  pthread_mutex_lock(&r->mu);
  unsigned char *data = ring_peek(r->buf, &size);
  pthread_mutex_unlock(&r->mu);
  while (pos < size) {
    struct entry *e = (struct entry *)(data + pos);
    flags |= entry_flags(e);
    pos += sizeof *e + (unsigned)e->size;
  }
  pthread_mutex_lock(&r->mu);
  ring_release(r->buf, size);
  pthread_mutex_unlock(&r->mu);
  return flags ? arg : 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  return 0;
}
