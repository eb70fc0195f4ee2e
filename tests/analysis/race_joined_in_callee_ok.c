/* A function that starts a thread and joins it before it returns (pigz's
   parallel_compress) lets no thread run on after the call: main's code
   before and after it, and that of a function whose only start is a call
   of it, runs alone.  Twin: race_joined_in_callee.c. */
// expected-no-diagnostics
#include <pthread.h>

static int outd;
static long written;

static void *write_thread(void *arg) {
  written += outd;
  return arg;
}

static void compress_file(void) {
  pthread_t w;
  pthread_create(&w, 0, write_thread, 0);
  pthread_join(w, 0);
}

static void process(int file) {
  outd = 3 + file;
  compress_file();
  outd = -1;
}

int main(void) {
  for (int file = 0; file < 3; file++) {
    outd = file;
    process(file);
    written = 0;
  }
  return 0;
}
