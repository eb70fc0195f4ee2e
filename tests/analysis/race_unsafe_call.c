/* Library functions that keep data of their own between calls (POSIX
   need not make them thread-safe): two threads calling one at once race
   on that data, whatever locks each holds, unless one lock is held at
   both calls. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t work_lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  time_t now = time(0);
  pthread_mutex_lock(&work_lock);
  struct tm *tm = localtime(&now); // expected-warning{{data race: writing 'static data of localtime()' while another thread writes it, with no lock in common}}
  pthread_mutex_unlock(&work_lock);
  char line[] = "a b";
  for (char *word = strtok(line, " "); word; word = strtok(0, " ")) // expected-warning{{data race: 'static data of strtok()' is written by two threads with no lock held}} \
                                                                       expected-note{{'static data of strtok()' written here by another thread running 'worker' at once}}
    ;
  return tm;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  time_t now = time(0);
  pthread_mutex_lock(&log_lock);
  localtime(&now); // expected-note{{'static data of localtime()' also written here, in function 'main', with 'log_lock' held}}
  pthread_mutex_unlock(&log_lock);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
