/* Two threads write a global, each under a lock of its own: no lock in
   common, no guard the evidence supports (one write each). */
#include <pthread.h>

pthread_mutex_t in_lock = PTHREAD_MUTEX_INITIALIZER, out_lock = PTHREAD_MUTEX_INITIALIZER;
long moved;

static void *input(void *arg) {
  pthread_mutex_lock(&in_lock);
  moved++; // expected-warning{{data race: writing 'moved' while another thread writes it, with no lock in common}}
  pthread_mutex_unlock(&in_lock);
  return arg;
}

static void *output(void *arg) {
  pthread_mutex_lock(&out_lock);
  moved--; // expected-note{{'moved' also written here, in function 'output', with 'out_lock' held}}
  pthread_mutex_unlock(&out_lock);
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, input, 0);
  pthread_create(&b, 0, output, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return (int)moved;
}
