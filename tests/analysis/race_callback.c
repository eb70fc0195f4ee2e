/* Functions reached through pointers: a callback a helper is given, and
   the function a global pointer holds.  Each write holds a lock of its
   own, so main's and the thread's writes have no lock in common. */
#include <pthread.h>

pthread_mutex_t main_lock = PTHREAD_MUTEX_INITIALIZER, worker_lock = PTHREAD_MUTEX_INITIALIZER;
long total;

static void each(int n, void (*visit)(int)) {
  for (int i = 0; i < n; i++)
    visit(i); // expected-note{{'add' called here, in function 'each'}}
}

static void add(int v) {
  pthread_mutex_lock(&main_lock);
  total += v; // expected-warning{{data race: writing 'total' while another thread writes it, with no lock in common}}
  pthread_mutex_unlock(&main_lock);
}

static void sub(int v) {
  pthread_mutex_lock(&worker_lock);
  total -= v; // expected-note{{'total' also written here, in function 'sub', with 'worker_lock' held}}
  pthread_mutex_unlock(&worker_lock);
}

static void (*on_item)(int) = sub;

static void *worker(void *arg) {
  on_item(1);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  each(3, add); // expected-note{{'each' called here, in function 'main'}}
  pthread_join(t, 0);
  return (int)total;
}
