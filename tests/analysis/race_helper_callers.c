/* One caller of the helper holds the lock, the other does not. */
#include <pthread.h>

pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;
long total;

static void add(long n) {
  total += n; // expected-warning{{data race: writing 'total' while another thread writes it, with no lock in common}} \
                 expected-note{{'total' written here by another thread running 'add' at once, with 'total_lock' held}}
}

static void *careful(void *arg) {
  pthread_mutex_lock(&total_lock);
  add(1);
  pthread_mutex_unlock(&total_lock);
  return arg;
}

static void *careless(void *arg) {
  add(2); // expected-note{{'add' called here, in function 'careless'}}
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, careful, 0);
  pthread_create(&b, 0, careless, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return (int)total;
}
