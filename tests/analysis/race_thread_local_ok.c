/* Data each thread has for itself: a _Thread_local counter, a buffer it
   allocates, a struct on its stack handed to a helper by address.  The
   shared tally is guarded by 'lock'.  None races. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct scratch {
  int used;
  char bytes[64];
};

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local int calls;
long tally;

static void fill(struct scratch *s) {
  s->used = 0;
  while (s->used < 64)
    s->bytes[s->used++] = 'x';
}

static void *worker(void *arg) {
  struct scratch mine;
  struct scratch *heap = malloc(sizeof *heap);
  calls++;
  fill(&mine);
  if (heap) {
    heap->used = 1;
    fill(heap);
    free(heap);
  }
  pthread_mutex_lock(&lock);
  tally += mine.used + calls;
  pthread_mutex_unlock(&lock);
  return arg;
}

int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return (int)tally;
}
