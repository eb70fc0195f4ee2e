/* The twin of race_joined_in_callee_ok.c: start_file starts the writer
   and returns; main joins it only after it has set the next file's
   `outd`, so the writer may run on beside that. */
#include <pthread.h>

static int outd;
static pthread_t writer;

static void *write_thread(void *arg) {
  return outd ? arg : 0; // expected-warning{{data race: reading 'outd' while another thread writes it, with no lock in common}}
}

static void start_file(void) {
  pthread_create(&writer, 0, write_thread, 0);
}

int main(void) {
  for (int file = 0; file < 3; file++) {
    start_file();
    outd = file; // expected-note{{'outd' also written here, in function 'main'}}
    pthread_join(writer, 0);
  }
  return 0;
}
