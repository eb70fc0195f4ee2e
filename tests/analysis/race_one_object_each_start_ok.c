/* race_one_object_each_start.c with an object made in the loop for each
   thread: each writes its own, and nothing races. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdlib.h>

struct job {
  int result;
};

static void *run(void *arg) {
  struct job *j = arg;
  j->result = 1;
  return 0;
}

int main(void) {
  pthread_t t[4];
  struct job *jobs[4];
  for (int i = 0; i < 4; i++) {
    struct job *j = malloc(sizeof *j);
    if (!j)
      return 1;
    jobs[i] = j;
    pthread_create(&t[i], 0, run, j);
  }
  for (int i = 0; i < 4; i++) {
    pthread_join(t[i], 0);
    free(jobs[i]);
  }
  return 0;
}
