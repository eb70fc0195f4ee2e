/* Two globals of one struct type, each written by its own thread with no
   lock: the variable's name (`struct counter.total`) joins them, but they
   are two objects. */
// expected-no-diagnostics
#include <pthread.h>

struct counter {
  long total;
};

struct counter read_bytes, written_bytes;

static void *reader(void *arg) {
  read_bytes.total += 10;
  return arg;
}

static void *writer(void *arg) {
  written_bytes.total += 20;
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return (int)(read_bytes.total + written_bytes.total);
}
