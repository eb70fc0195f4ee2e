/* main sets a plain int flag that the worker polls, with no lock: a data
   race in C11 (the compiler may hoist the read out of the loop). */
#include <pthread.h>

pthread_mutex_t work_lock = PTHREAD_MUTEX_INITIALIZER;
int stopping;
long done;

static void *worker(void *arg) {
  while (!stopping) { // expected-warning{{data race: reading 'stopping' while another thread writes it, with no lock in common}}
    pthread_mutex_lock(&work_lock);
    done++;
    pthread_mutex_unlock(&work_lock);
  }
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  stopping = 1; // expected-note{{'stopping' also written here, in function 'main'}}
  pthread_join(t, 0);
  return (int)done;
}
