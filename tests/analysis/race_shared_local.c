/* main gives a thread the address of its own local (`&progress`), then
   writes the local while the thread runs, each under a lock of its own. */
#include <pthread.h>

pthread_mutex_t ui_lock = PTHREAD_MUTEX_INITIALIZER, work_lock = PTHREAD_MUTEX_INITIALIZER;

static void *work(void *arg) {
  int *done = arg;
  pthread_mutex_lock(&work_lock);
  (*done)++; // expected-warning{{data race: writing '*done' (progress, a local at}}
  pthread_mutex_unlock(&work_lock);
  return 0;
}

int main(void) {
  pthread_t t;
  int progress = 0; /* before the thread starts: no race */
  pthread_create(&t, 0, work, &progress);
  pthread_mutex_lock(&ui_lock);
  progress = 0; // expected-note{{'progress' also written here, in function 'main', with 'ui_lock' held}}
  pthread_mutex_unlock(&ui_lock);
  pthread_join(t, 0);
  return progress; /* after the join: no race */
}
