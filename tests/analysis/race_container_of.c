/* The object that holds what a global points to (container_of: the
   pointer moved back by its member's offset) is one object in every
   thread, as the global's own would be. */
#include <pthread.h>
#include <stddef.h>

#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))

struct device { int id; };
struct driver { struct device dev; int opened; };
struct device *registered;

static void *open_device(void *arg) {
  struct driver *d = container_of(registered, struct driver, dev);
  d->opened++; // expected-warning{{data race: 'd->opened' (struct driver.opened) is written by two threads with no lock held}} \
                  expected-note{{'d->opened' written here by another thread running 'open_device' at once}}
  return arg;
}

int main(void) {
  static struct driver drv;
  registered = &drv.dev;
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, open_device, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
