/* macro_location.c under the lock. */
// expected-no-diagnostics
#include <pthread.h>
#define GUARDED_BY(x) __attribute__((guarded_by(x)))

pthread_mutex_t mu;
int count GUARDED_BY(mu);
#define BUMP() (count++)
#define READ(v) (v)

int locked(void) {
  pthread_mutex_lock(&mu);
  BUMP();
  int v = READ(count);
  pthread_mutex_unlock(&mu);
  return v;
}
