/* race_uncalled_ok.c's functions, run: main writes verbosity while the
   worker api_run leaves running reads it; a hook stored in a struct the
   program hands to a library (which may call it from any thread) reads
   the count unlocked.  Functions nothing calls by name that run all the
   same: a constructor starts a thread, and so does a function main calls
   by an alias of its name. */
#include <pthread.h>
#include <stdio.h>
struct vectors { pthread_mutex_t lock; int count; };
static struct vectors gvecs = {PTHREAD_MUTEX_INITIALIZER, 0};
static int verbosity = 2;

static void *checker(void *arg) {
  struct vectors *v = arg;
  for (;;) {
    pthread_mutex_lock(&v->lock);
    v->count++; // expected-note{{'v->count' written with 'v->lock' held, in function 'checker'}}
    pthread_mutex_unlock(&v->lock);
  }
  return NULL;
}

static void *worker(void *p) {
  if (verbosity > 1) // expected-warning{{data race: reading 'verbosity' while another thread writes it, with no lock in common}}
    puts("worker");
  return p;
}

int api_run(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  return pthread_detach(t);
}

struct hooks { void (*on_count)(void); };
void register_hooks(struct hooks *h);
static void on_count(void) {
  printf("%d\n", gvecs.count); // expected-warning{{data race: reading 'gvecs.count' (struct vectors.count) without holding 'gvecs.lock', held at 1 of its 1 writes}}
}
static struct hooks hooks = {.on_count = on_count};

static long ticks, beats;

static void *ticker(void *arg) {
  for (;;)
    ticks++; // expected-note{{'ticks' also written here, in function 'ticker'}}
  return arg;
}

__attribute__((constructor)) static void start_ticker(void) {
  pthread_t t;
  pthread_create(&t, NULL, ticker, NULL);
}

static void *beater(void *arg) {
  for (;;)
    beats++; // expected-note{{'beats' also written here, in function 'beater'}}
  return arg;
}

void start_beat(void) {
  pthread_t t;
  pthread_create(&t, NULL, beater, NULL);
}
void go(void) __attribute__((alias("start_beat")));

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, checker, &gvecs);
  register_hooks(&hooks);
  go();
  printf("%ld %ld\n", ticks, beats); // expected-warning{{data race: reading 'ticks' while another thread writes it, with no lock in common}} \
                                        expected-warning{{data race: reading 'beats' while another thread writes it, with no lock in common}}
  api_run();
  verbosity = 3; // expected-note{{'verbosity' also written here, in function 'main'}}
  return 0;
}
