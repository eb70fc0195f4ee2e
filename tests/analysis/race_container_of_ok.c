/* race_container_of.c made right: the holder's count is taken under its
   lock. */
#include <pthread.h>
#include <stddef.h>

#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))

struct device { int id; };
struct driver { pthread_mutex_t lock; struct device dev; int opened; };
struct device *registered;

static void *open_device(void *arg) {
  struct driver *d = container_of(registered, struct driver, dev);
  pthread_mutex_lock(&d->lock);
  d->opened++;
  pthread_mutex_unlock(&d->lock);
  return arg;
}

int main(void) {
  static struct driver drv = {PTHREAD_MUTEX_INITIALIZER};
  registered = &drv.dev;
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, open_device, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
// expected-no-diagnostics
