/* A thread that a function run more than once starts and joins runs once
   at a time, but each run of it may leave a thread it started running:
   those of two runs may run at once.  work() is called in main's loop; the
   primary thread it joins starts one helper through a wrapper and never
   joins it, so the helpers of two files write at once.  The same holds
   for a thread that two threads run (started in main's loop, not
   joined): the assistant each starts through the wrapper may run twice
   at once.  A handle a wrapper returns (`t = spawn(copier)`) that is
   kept but not joined leaves its thread running, and so does a handle of
   file scope a helper fills (start_logger) and no helper joins.
   race_repeated_handle_reused.c has a handle two starts fill. */
#include <pthread.h>
#include <stdlib.h>

static long helped;

static void *helper(void *arg) {
  helped++; // expected-warning{{data race: 'helped' is written by two threads with no lock held}} expected-note{{'helped' written here by another thread running 'helper' at once}}
  return arg;
}

static long assisted;

static void *assistant(void *arg) {
  assisted++; // expected-warning{{data race: 'assisted' is written by two threads with no lock held}} expected-note{{'assisted' written here by another thread running 'assistant' at once}}
  return arg;
}

static void launch(void *(*fn)(void *)) {
  pthread_t t;
  if (pthread_create(&t, NULL, fn, NULL) == 0)
    pthread_detach(t);
}

static void *primary_entry(void *arg) {
  launch(helper);
  return arg;
}

static long copied;

static void *copier(void *arg) {
  copied++; // expected-warning{{data race: 'copied' is written by two threads with no lock held}} expected-note{{'copied' written here by another thread running 'copier' at once}}
  return arg;
}

static pthread_t spawn(void *(*fn)(void *)) {
  pthread_t thread;
  if (pthread_create(&thread, NULL, fn, NULL))
    abort();
  return thread;
}

static pthread_t last_copier;

static void copy_file(void) {
  last_copier = spawn(copier);
}

static void *dispatcher(void *arg) {
  launch(assistant);
  return arg;
}

static long logged;
static pthread_t logger_thread;

static void *logger(void *arg) {
  logged++; // expected-warning{{data race: 'logged' is written by two threads with no lock held}} expected-note{{'logged' written here by another thread running 'logger' at once}}
  return arg;
}

static void start_logger(void) { pthread_create(&logger_thread, NULL, logger, NULL); }

static void *logging_primary(void *arg) {
  start_logger();
  return arg;
}

static void log_file(void) {
  pthread_t pt;
  if (pthread_create(&pt, NULL, logging_primary, NULL))
    abort();
  pthread_join(pt, NULL);
}

static void work(void) {
  pthread_t pt;
  if (pthread_create(&pt, NULL, primary_entry, NULL))
    abort();
  pthread_join(pt, NULL);
}

int main(int argc, char **argv) {
  (void)argv;
  do {
    work();
    copy_file();
    log_file();
  } while (--argc > 0);
  for (int i = 0; i < 2; i++) {
    pthread_t t;
    pthread_create(&t, NULL, dispatcher, NULL);
  }
  return 0;
}
