/* race_unlocked_writes.c with each thread writing its own global, and a
   third global written by one thread that runs once, read by main only
   after the join. */
// expected-no-diagnostics
#include <pthread.h>

int reader_error, writer_error, progress;

static void *reader(void *arg) {
  reader_error = 1;
  progress = 1;
  progress = 2;
  return arg;
}

static void *writer(void *arg) {
  writer_error = 2;
  return arg;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return reader_error + writer_error + progress;
}
