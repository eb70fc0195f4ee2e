/* race_manager_thread.c with the manager setting the limit only before it
   starts the workers (in a helper it calls) and after it joins them
   (through a wrapper of pthread_join). */
// expected-no-diagnostics
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

static void join(pthread_t t) { pthread_join(t, 0); }

static void worker(void) {
  pthread_mutex_lock(&queue_lock);
  if (queue_size < queue_limit)
    queue_size++;
  pthread_mutex_unlock(&queue_lock);
}

static void set_up(void) {
  queue_size = 0;
  queue_limit = 8;
}

static void manager(void) {
  set_up();
  pthread_t workers[4];
  for (int i = 0; i < 4; i++)
    workers[i] = start(worker);
  for (int i = 0; i < 4; i++)
    join(workers[i]);
  queue_limit = 16;
  queue_size = 0;
}

int main(void) {
  pthread_t m = start(manager);
  pthread_join(m, 0);
  return 0;
}
