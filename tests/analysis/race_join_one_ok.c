/* race_join_one.c with the right thread joined first; and threads of an
   array started in one loop and joined in another, and a thread started
   and joined on the same condition. */
// expected-no-diagnostics
#include <pthread.h>

long result;

static void *compute(void *arg) {
  result = 1;
  return arg;
}

static void *log_it(void *arg) { return arg; }

int main(int argc, char **argv) {
  pthread_t worker, logger, pool[4];
  (void)argv;
  pthread_create(&worker, 0, compute, 0);
  pthread_create(&logger, 0, log_it, 0);
  pthread_join(worker, 0);
  result = 0;
  for (int i = 0; i < 4; i++)
    pthread_create(&pool[i], 0, log_it, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(pool[i], 0);
  if (argc > 1)
    pthread_create(&worker, 0, compute, 0);
  if (argc > 1)
    pthread_join(worker, 0);
  result = 2;
  pthread_join(logger, 0);
  return (int)result;
}
