/* The walker hands every element of slots to touch, which takes the
   element's lock, as main does before it writes slots[2].hits.  Each
   worker bumps the counter its argument picks (`bump(&counts[id])`), its
   own: another worker's is another element.  Twin:
   race_element_argument.c. */
#include <pthread.h>

// expected-no-diagnostics

struct slot {
  pthread_mutex_t lock;
  long hits;
};
struct slot slots[8];

struct counter {
  long n;
};
struct counter counts[2];

static void touch(struct slot *s) {
  pthread_mutex_lock(&s->lock);
  s->hits++;
  pthread_mutex_unlock(&s->lock);
}

static void bump(struct counter *c) { c->n++; }

static void *walker(void *arg) {
  for (int i = 0; i < 8; i++)
    touch(&slots[i]);
  return arg;
}

static void *worker(void *arg) {
  int id = *(int *)arg;
  bump(&counts[id]);
  return arg;
}

int main(void) {
  pthread_t t, w[2];
  int ids[2] = {0, 1};
  for (int i = 0; i < 8; i++)
    pthread_mutex_init(&slots[i].lock, 0);
  pthread_create(&t, 0, walker, 0);
  pthread_create(&w[0], 0, worker, &ids[0]);
  pthread_create(&w[1], 0, worker, &ids[1]);
  pthread_mutex_lock(&slots[2].lock);
  slots[2].hits = 0;
  pthread_mutex_unlock(&slots[2].lock);
  pthread_join(t, 0);
  pthread_join(w[0], 0);
  pthread_join(w[1], 0);
  return 0;
}
