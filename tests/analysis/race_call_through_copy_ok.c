/* race_call_through_copy.c with the functions main stores ('other',
   'other_step') taking the lock too: every write of the counts holds
   'count_lock', and main reads them holding it.  No race. */
// expected-no-diagnostics
#include <pthread.h>

struct ops {
  void (*run)(void);
};

static pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t handler_lock = PTHREAD_MUTEX_INITIALIZER;
static long count, steps;

static void guarded(void) {
  pthread_mutex_lock(&count_lock);
  count++;
  steps++;
  pthread_mutex_unlock(&count_lock);
}

static void other(void) {
  pthread_mutex_lock(&count_lock);
  count++;
  pthread_mutex_unlock(&count_lock);
}

static void other_step(void) {
  pthread_mutex_lock(&count_lock);
  steps++;
  pthread_mutex_unlock(&count_lock);
}

static void (*handler)(void) = guarded;
static struct ops ops = {guarded};

static void *worker(void *arg) {
  pthread_mutex_lock(&handler_lock);
  void (*g)(void) = handler;
  void (*run)(void) = ops.run;
  pthread_mutex_unlock(&handler_lock);
  g();
  run();
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&handler_lock);
  handler = other;
  ops.run = other_step;
  pthread_mutex_unlock(&handler_lock);
  pthread_mutex_lock(&count_lock);
  long seen = count + steps;
  pthread_mutex_unlock(&count_lock);
  pthread_join(t, 0);
  return (int)seen;
}
