/* race_thread_local_ok.c with the scratch area a global that every
   worker fills: the same object in each thread, written under 'lock' by
   'clear' but not by 'fill'. */
#include <pthread.h>

struct scratch {
  int used;
  char bytes[64];
};

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
struct scratch shared_scratch;

static void clear(struct scratch *s) {
  pthread_mutex_lock(&lock);
  s->used = 0; // expected-note{{'s->used' written with 'lock' held, in function 'clear'}}
  pthread_mutex_unlock(&lock);
}

static void fill(struct scratch *s) {
  pthread_mutex_lock(&lock);
  s->used = 1;
  pthread_mutex_unlock(&lock);
  while (s->used < 64) // expected-warning{{data race: reading 's->used' (struct scratch.used) without holding 'lock', held at 2 of its 2 writes}}
    s->bytes[0] = 'x';
}

static void *worker(void *arg) {
  clear(&shared_scratch);
  fill(&shared_scratch); // expected-note{{'fill' called here, in function 'worker'}}
  return arg;
}

int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return 0;
}
