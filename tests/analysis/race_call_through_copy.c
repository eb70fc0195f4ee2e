/* A function pointer copied to a local before the call (`g = handler;
   g();`, `run = ops.run; run();`) calls what is stored in the global or
   the member: main stores 'unguarded' there, whose write races with
   main's read.  Twin: race_call_through_copy_ok.c. */
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

static void unguarded(void) {
  count++; // expected-note{{'count' also written here, in function 'unguarded'}}
}

static void unguarded_step(void) {
  steps++; // expected-note{{'steps' also written here, in function 'unguarded_step'}}
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
  handler = unguarded;
  ops.run = unguarded_step;
  pthread_mutex_unlock(&handler_lock);
  pthread_mutex_lock(&count_lock);
  long seen = count + steps; // expected-warning{{data race: reading 'count' while another thread writes it, with no lock in common}} \
                                expected-warning{{data race: reading 'steps' while another thread writes it, with no lock in common}}
  pthread_mutex_unlock(&count_lock);
  pthread_join(t, 0);
  return (int)seen;
}
