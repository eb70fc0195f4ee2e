/* A function called in main's loop that starts two threads into one
   handle and joins it once: the first thread's handle is lost before the
   join, so that thread may still run when the next call starts another
   (each counts as joined only where no other start fills its handle). */
#include <pthread.h>

static long checked;

static void *checker(void *arg) {
  checked++; // expected-warning{{data race: 'checked' is written by two threads with no lock held}} expected-note{{'checked' written here by another thread running 'checker' at once}}
  return arg;
}

static void *idle(void *arg) { return arg; }

static void check_file(void) {
  pthread_t t;
  pthread_create(&t, NULL, checker, NULL);
  pthread_create(&t, NULL, idle, NULL);
  pthread_join(t, NULL);
}

int main(int argc, char **argv) {
  (void)argv;
  do
    check_file();
  while (--argc > 0);
  return 0;
}
