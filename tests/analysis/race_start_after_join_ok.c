/* A thread sets the table up; the manager joins it before it starts the
   thread that reads and rewrites the table: the two never run at once. */
// expected-no-diagnostics
#include <pthread.h>

int table_size;

static void *set_up(void *arg) {
  table_size = 16;
  return arg;
}

static void *grow(void *arg) {
  table_size *= 2;
  return arg;
}

static void *manager(void *arg) {
  pthread_t a, b;
  pthread_create(&a, 0, set_up, 0);
  pthread_join(a, 0);
  pthread_create(&b, 0, grow, 0);
  pthread_join(b, 0);
  return arg;
}

int main(void) {
  pthread_t m;
  pthread_create(&m, 0, manager, 0);
  pthread_join(m, 0);
  return table_size;
}
