/* A loop that starts threads gives each the pointer it holds: made once
   before the loop, every thread gets the same object, and their unlocked
   writes of it race.  Twin: race_one_object_each_start_ok.c, where the
   loop makes an object for each thread. */
#include <pthread.h>
#include <stdlib.h>

struct job {
  int result;
};

static void *run(void *arg) {
  struct job *j = arg;
  j->result = 1; // expected-warning{{data race: 'j->result' (struct job.result) is written by two threads with no lock held}} \
                    expected-note{{'j->result' written here by another thread running 'run' at once}}
  return 0;
}

int main(void) {
  pthread_t t[4];
  struct job *j = malloc(sizeof *j);
  if (!j)
    return 1;
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], 0, run, j);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  free(j);
  return 0;
}
