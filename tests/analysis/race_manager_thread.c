/* A manager thread sets the queue up, starts the workers through a
   trampoline (`thread_entry` calls the function it is given), then
   resets the queue while they run: the reset races with the workers, the
   set-up does not. */
#include <pthread.h>

pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
int queue_size, queue_limit;

static void *thread_entry(void *real_entry) {
  ((void (*)(void))real_entry)();
  return 0;
}

static pthread_t start(void (*entry)(void)) {
  pthread_t t;
  pthread_create(&t, 0, thread_entry, (void *)entry);
  return t;
}

static void worker(void) {
  pthread_mutex_lock(&queue_lock);
  if (queue_size < queue_limit) // expected-warning{{data race: reading 'queue_limit' while another thread writes it, with no lock in common}}
    queue_size++;
  pthread_mutex_unlock(&queue_lock);
}

static void manager(void) {
  queue_size = 0;
  queue_limit = 8;
  pthread_t workers[4];
  for (int i = 0; i < 4; i++)
    workers[i] = start(worker);
  queue_limit = 16; // expected-note{{'queue_limit' also written here, in function 'manager'}}
  for (int i = 0; i < 4; i++)
    pthread_join(workers[i], 0);
  queue_size = 0;
}

int main(void) {
  pthread_t m = start(manager);
  pthread_join(m, 0);
  return 0;
}
