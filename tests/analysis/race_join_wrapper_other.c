/* start_logger starts a pool and a logger, then calls a helper that
   joins the pool alone: a join through a function ends no known thread
   for deciding that a call leaves none running, so main's write after
   start_logger() races with the logger.  Twin of
   race_joined_in_callee_ok.c. */
#include <pthread.h>
int x;
pthread_t pool[4];
static void *logger(void *a) { x++; return a; } // expected-warning{{data race: 'x' is written by two threads with no lock held}}
static void *idle(void *a) { return a; }
static void join_pool(void) {
  for (int i = 0; i < 4; i++)
    pthread_join(pool[i], 0);
}
static void start_logger(void) {
  pthread_t t;
  for (int i = 0; i < 4; i++)
    pthread_create(&pool[i], 0, idle, 0);
  pthread_create(&t, 0, logger, 0);
  join_pool();              /* joins the pool only */
}
int main(void) {
  start_logger();
  x++; // expected-note{{'x' also written here, in function 'main'}}
  return 0;
}
