/* static_flag_ok.c's flag, where a call between the tests may change it:
   the callee assigns it, a function of the unit it calls does, a call
   through a pointer may run one that does, or code outside may write it
   through its address. */
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static unsigned threaded_mode;
static int exposed_mode;
int *mode_address = &exposed_mode;

void mode_enable(void) { threaded_mode = 1; }
static void start(void) { mode_enable(); }
extern void outside(void);

void enables(void) {
  if (threaded_mode == 1)
    pthread_mutex_lock(&mutex);
  start(); /* sets the flag: the unlock below may run without the lock */
  if (threaded_mode == 1)
    pthread_mutex_unlock(&mutex); // expected-warning{{releasing mutex 'mutex' that was not held}}
} // expected-warning{{mutex 'mutex' is still held at the end of function}} expected-note@-4{{mutex 'mutex' acquired here}}

void through_pointer(void (*callback)(void)) {
  if (threaded_mode == 1)
    pthread_mutex_lock(&mutex);
  callback(); /* may be mode_enable */
  if (threaded_mode == 1)
    pthread_mutex_unlock(&mutex); // expected-warning{{releasing mutex 'mutex' that was not held}}
} // expected-warning{{mutex 'mutex' is still held at the end of function}} expected-note@-4{{mutex 'mutex' acquired here}}

void address_taken(void) {
  if (exposed_mode)
    pthread_mutex_lock(&mutex);
  outside(); /* may write it through mode_address */
  if (exposed_mode)
    pthread_mutex_unlock(&mutex); // expected-warning{{releasing mutex 'mutex' that was not held}}
} // expected-warning{{mutex 'mutex' is still held at the end of function}} expected-note@-4{{mutex 'mutex' acquired here}}
