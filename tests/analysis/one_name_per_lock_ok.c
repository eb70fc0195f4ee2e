/* The twin of one_name_per_lock.c: the same expressions, each lock held
   where it is needed on every path, warn on none. */
#include <pthread.h>
// expected-no-diagnostics

struct worker { pthread_mutex_t mutex; int state __attribute__((guarded_by(mutex))); };
struct pool { struct worker *threads; unsigned count; };
struct worker *find_worker(int id);
pthread_mutex_t log_lock;
void credit(struct worker *w) __attribute__((requires_capability(w->mutex)));

void stop_all(struct pool *pool) {
  for (unsigned i = 0; i < pool->count; ++i) {
    pthread_mutex_lock(&pool->threads[i].mutex);
    pool->threads[i].state = 0;
    pthread_mutex_unlock(&pool->threads[i].mutex);
  }
}

void stop_through_local(struct worker *arr, int n) {
  for (int i = 0; i < n; ++i) {
    struct worker *w = &arr[i];
    pthread_mutex_lock(&w->mutex);
    pthread_mutex_unlock(&w->mutex);
  }
}

void write_one(int id) {
  struct worker *w = find_worker(id);
  if (id > 4) {
    w = find_worker(id + 1);
    pthread_mutex_lock(&log_lock);
  }
  pthread_mutex_lock(&w->mutex);
  w->state = 1;
  credit(w);
  pthread_mutex_unlock(&w->mutex);
  if (id > 4)
    pthread_mutex_unlock(&log_lock);
}

void skip_busy(struct worker *arr, int n) {
  for (int i = 0; i < n; ++i) {
    struct worker *w = &arr[i];
    pthread_mutex_lock(&w->mutex);
    if (w->state) {
      pthread_mutex_unlock(&w->mutex);
      continue;
    }
    pthread_mutex_unlock(&arr[i].mutex);
  }
}
