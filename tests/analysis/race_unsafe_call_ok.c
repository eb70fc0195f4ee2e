/* race_unsafe_call.c made right: localtime called under one lock
   everywhere, strtok_r with a position of the thread's own, and the
   calls main makes before the threads start and after they end. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static pthread_mutex_t time_lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  time_t now = time(0);
  pthread_mutex_lock(&time_lock);
  struct tm *tm = localtime(&now);
  pthread_mutex_unlock(&time_lock);
  char line[] = "a b", *at;
  for (char *word = strtok_r(line, " ", &at); word; word = strtok_r(0, " ", &at))
    ;
  return tm;
}

int main(void) {
  pthread_t t[2];
  srand(1);
  char line[] = "a b";
  strtok(line, " ");
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  time_t now = time(0);
  pthread_mutex_lock(&time_lock);
  localtime(&now);
  pthread_mutex_unlock(&time_lock);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return rand();
}
// expected-no-diagnostics
