/* A function that starts a thread run once (from main, from a helper
   main calls once, from either branch of an `if`), and one that joins the
   thread it starts before it returns, run in a loop: no two threads of
   one function at once. */
// expected-no-diagnostics
#include <pthread.h>

volatile int stop;
static long served, helped, joined, chosen;

static void *serve(void *arg) {
  served++;
  return arg;
}
static void *help(void *arg) {
  helped++;
  return arg;
}
static void *join_me(void *arg) {
  joined++;
  return arg;
}

static void *choose(void *arg) {
  chosen++;
  return arg;
}

static pthread_t server, helper, chooser;
static void start_chooser(void) { pthread_create(&chooser, NULL, choose, NULL); }
static void start_server(void) { pthread_create(&server, NULL, serve, NULL); }
static void start_helper(void) { pthread_create(&helper, NULL, help, NULL); }
static void set_up(void) { start_helper(); }
static void run_once(void) {
  pthread_t t;
  pthread_create(&t, NULL, join_me, NULL);
  pthread_join(t, NULL);
}

int main(void) {
  start_server();
  set_up();
  while (!stop)
    run_once();
  if (stop)
    start_chooser();
  else
    start_chooser();
  pthread_join(chooser, NULL);
  pthread_join(helper, NULL);
  return pthread_join(server, NULL);
}
