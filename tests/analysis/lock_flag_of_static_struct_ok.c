/* A mode flag in a file's own state struct says whether the lock is
   used (corosync's sam_stop: `if (sam_internal_data.recovery_policy &
   SAM_RECOVERY_POLICY_CMAP) pthread_mutex_lock(&sam_internal_data.lock)`),
   tested again after a call that writes only globals (a write(2) that
   may set errno).  The flag is the program's record of whether it took
   the lock, as a member read through a pointer is (lock_flags): the call
   does not write it by name, so the second test is the first's. */
// expected-no-diagnostics
#include <errno.h>
#include <pthread.h>
#include <unistd.h>
static struct { int policy; int fd; pthread_mutex_t lock; } state = {0, -1, PTHREAD_MUTEX_INITIALIZER};

static ssize_t safe_write(int fd, const void *buf, size_t count) {
  ssize_t n;
  do
    n = write(fd, buf, count);
  while (n < 0 && errno == EINTR);
  return n;
}

int stop(void) {
  char command = 1;
  if (state.policy & 1)
    pthread_mutex_lock(&state.lock);
  if (safe_write(state.fd, &command, 1) != 1) {
    if (state.policy & 1)
      pthread_mutex_unlock(&state.lock);
    return -1;
  }
  if (state.policy & 1)
    pthread_mutex_unlock(&state.lock);
  return 0;
}
