/* A function that starts a thread and leaves it running, run more than
   once, starts two threads of that function that may run at once (a
   server's thread per connection, stunnel's create_client): each writes
   what the other writes.  Called in main's loop, in a loop of a helper
   main calls, and by a thread two threads run. */
#include <pthread.h>

volatile int stop;
static long served, helped, nested;

static void *serve(void *arg) {
  served++; // expected-warning{{data race: 'served' is written by two threads with no lock held}} expected-note{{'served' written here by another thread running 'serve' at once}}
  return arg;
}
static void *help(void *arg) {
  helped++; // expected-warning{{data race: 'helped' is written by two threads with no lock held}} expected-note{{'helped' written here by another thread running 'help' at once}}
  return arg;
}
static void *nest(void *arg) {
  nested++; // expected-warning{{data race: 'nested' is written by two threads with no lock held}} expected-note{{'nested' written here by another thread running 'nest' at once}}
  return arg;
}

static void start(void *(*fn)(void *)) {
  pthread_t t;
  if (pthread_create(&t, NULL, fn, NULL) == 0)
    pthread_detach(t);
}
static void serve_one(void) { start(serve); }
static void help_one(void) { start(help); }
static void nest_one(void) { start(nest); }

static void loop(void) {
  while (!stop)
    help_one();
}

static void *outer(void *arg) {
  nest_one();
  return arg;
}

int main(void) {
  pthread_t a, b;
  while (!stop)
    serve_one();
  loop();
  pthread_create(&a, NULL, outer, NULL);
  pthread_create(&b, NULL, outer, NULL);
  pthread_join(a, NULL);
  return pthread_join(b, NULL);
}
