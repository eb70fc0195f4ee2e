/* A lock taken and released under a static flag of the unit (corosync's
   totempg.c: `if (threaded_mode == 1) lock(); ...; if (threaded_mode == 1)
   unlock();`): only the unit's code can change the flag, so a call
   between the two tests keeps what the first said unless the callee, or
   a function of the unit it calls, assigns the flag. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static unsigned threaded_mode;
static int never_set = 1;
static int counter;

void mode_enable(void) { threaded_mode = 1; }

static void log_work(const char *what) {
  counter++;
  puts(what);
}

void submit(void) {
  if (threaded_mode == 1)
    pthread_mutex_lock(&mutex);
  log_work("submit"); /* writes memory, but not the flag */
  puts("done");
  if (threaded_mode == 1)
    pthread_mutex_unlock(&mutex);
}

void constant(void (*callback)(void)) {
  if (never_set)
    pthread_mutex_lock(&mutex);
  callback(); /* may run any code, but none assigns never_set */
  if (never_set)
    pthread_mutex_unlock(&mutex);
}
