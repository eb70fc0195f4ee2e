/* race_callback.c with one lock at both writes, each reached through a
   pointer (a callback given to a helper, a global pointer). */
// expected-no-diagnostics
#include <pthread.h>

pthread_mutex_t main_lock = PTHREAD_MUTEX_INITIALIZER;
long total;

static void each(int n, void (*visit)(int)) {
  for (int i = 0; i < n; i++)
    visit(i);
}

static void add(int v) {
  pthread_mutex_lock(&main_lock);
  total += v;
  pthread_mutex_unlock(&main_lock);
}

static void sub(int v) {
  pthread_mutex_lock(&main_lock);
  total -= v;
  pthread_mutex_unlock(&main_lock);
}

static void (*on_item)(int) = sub;

static void *worker(void *arg) {
  on_item(1);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  each(3, add);
  pthread_join(t, 0);
  return (int)total;
}
