/* A function that locks or unlocks by the number it is passed, switching
   on it (memcached's pause_threads): a contract per case, applied where a
   call passes that number, and its body checked case by case, so neither
   the release of one case nor the lock kept by another is a mistake. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdio.h>
enum pause_type { PAUSE_ALL, PAUSE_WORKERS, RESUME_ALL, RESUME_WORKERS };
pthread_mutex_t hang = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
int registered;
void stop_others(void);
void start_others(void);

void pause_threads(enum pause_type type) {
  int pause_workers = 0;
  switch (type) {
  case PAUSE_ALL:
    stop_others();
    /* fall through */
  case PAUSE_WORKERS:
    pause_workers = 1;
    pthread_mutex_lock(&hang);
    break;
  case RESUME_ALL:
    start_others();
    /* fall through */
  case RESUME_WORKERS:
    pthread_mutex_unlock(&hang);
    break;
  default:
    fprintf(stderr, "unknown pause type %d\n", type);
    break;
  }
  if (!pause_workers)
    return;
  pthread_mutex_lock(&init_lock);
  registered = 0;
  pthread_mutex_unlock(&init_lock);
}

void reassign(void) {
  pause_threads(PAUSE_ALL);
  registered++;
  pause_threads(RESUME_ALL);
}

void pause_workers_only(void) {
  pause_threads(PAUSE_WORKERS);
  pause_threads(RESUME_WORKERS);
}
