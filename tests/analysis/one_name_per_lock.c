/* One warning per bug: where one expression names different locks on
   different paths (a loop's first pass knows i is 0, so `t[i]` is `*t`;
   a local points to one object on one path and another on the next), the
   warning is given once, under the name the line writes. */
#include <pthread.h>

struct worker { pthread_mutex_t mutex; int state __attribute__((guarded_by(mutex))); };
struct pool { struct worker *threads; unsigned count; };
struct worker *find_worker(int id);
pthread_mutex_t log_lock;
void credit(struct worker *w) __attribute__((requires_capability(w->mutex)));

void stop_all(struct pool *pool) {
  for (unsigned i = 0; i < pool->count; ++i)
    pthread_mutex_unlock(&pool->threads[i].mutex); // expected-warning{{releasing mutex 'pool->threads[i].mutex' that was not held}}
}

void stop_through_local(struct worker *arr, int n) {
  for (int i = 0; i < n; ++i) {
    struct worker *w = &arr[i];
    pthread_mutex_unlock(&w->mutex); // expected-warning{{releasing mutex 'w->mutex' that was not held}}
  }
}

void stop_one(int id) {
  struct worker *w = find_worker(id);
  if (id > 4) { /* a path of its own: it holds log_lock */
    w = find_worker(id + 1);
    pthread_mutex_lock(&log_lock);
  }
  pthread_mutex_unlock(&w->mutex); // expected-warning{{releasing mutex 'w->mutex' that was not held}}
  if (id > 4)
    pthread_mutex_unlock(&log_lock);
}

void write_one(int id) {
  struct worker *w = find_worker(id);
  if (id > 4) { /* a path of its own: it holds log_lock */
    w = find_worker(id + 1);
    pthread_mutex_lock(&log_lock);
  }
  w->state = 1; // expected-warning{{writing variable 'state' requires holding mutex 'w->mutex' exclusively}}
  if (id > 4)
    pthread_mutex_unlock(&log_lock);
}

void credit_one(int id) {
  struct worker *w = find_worker(id);
  if (id > 4) { /* a path of its own: it holds log_lock */
    w = find_worker(id + 1);
    pthread_mutex_lock(&log_lock);
  }
  credit(w); // expected-warning{{calling function 'credit' requires holding mutex 'w->mutex' exclusively}}
  if (id > 4)
    pthread_mutex_unlock(&log_lock);
}

/* With no expression at the place (the loop's head), the index is kept:
   'arr[i].mutex', not also 'arr->mutex' for the first pass. */
void skip_busy(struct worker *arr, int n) {
  for (int i = 0; i < n; ++i) { // expected-warning{{expecting mutex 'arr[i].mutex' to be held at start of each loop}}
    struct worker *w = &arr[i];
    pthread_mutex_lock(&w->mutex); // expected-note{{mutex acquired here}}
    if (w->state)
      continue;
    pthread_mutex_unlock(&arr[i].mutex);
  }
}

/* The same lock on every path keeps the name the path gives it. */
void stop_third(void) {
  struct worker local[3];
  struct worker *w = find_worker(0);
  w = &local[2];
  pthread_mutex_unlock(&w->mutex); // expected-warning{{releasing mutex 'local[2].mutex' that was not held}}
}
