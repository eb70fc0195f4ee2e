/* The twin of lock_flag_of_static_struct_ok.c: the call between the two
   tests writes the flag by name, so the second test may differ from the
   first. */
#include <errno.h>
#include <pthread.h>
#include <unistd.h>
static struct { int policy; int fd; pthread_mutex_t lock; } state = {0, -1, PTHREAD_MUTEX_INITIALIZER};

static ssize_t safe_write(int fd, const void *buf, size_t count) {
  ssize_t n = write(fd, buf, count);
  if (n < 0)
    state.policy = 0; /* gives up the recovery */
  return n;
}

int stop(void) {
  char command = 1;
  if (state.policy & 1)
    pthread_mutex_lock(&state.lock); // expected-note{{mutex 'state.lock' acquired here}}
  ssize_t n = safe_write(state.fd, &command, 1);
  if (state.policy & 1)
    pthread_mutex_unlock(&state.lock); // expected-warning{{releasing mutex 'state.lock' that was not held}}
  return n == 1 ? 0 : -1; // expected-warning{{mutex 'state.lock' is still held at the end of function}}
}
