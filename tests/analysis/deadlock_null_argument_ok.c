/* A function that takes a lock only where its pointer argument is null
   (libusb's libusb_set_option, which locks the default context's options
   only for a null context), called holding that lock with a pointer known
   not to be null: one just allocated and tested, or an object's address.
   No deadlock: the take does not happen there. */
#include <pthread.h>
#include <stdlib.h>

// expected-no-diagnostics

struct ctx { int debug; };
static pthread_mutex_t default_lock = PTHREAD_MUTEX_INITIALIZER;
static int default_opts[4];
static struct ctx *default_ctx, static_ctx;

int set_option(struct ctx *c, int opt) {
  if (c == NULL) {
    pthread_mutex_lock(&default_lock);
    default_opts[opt] = 1;
    pthread_mutex_unlock(&default_lock);
    return 0;
  }
  c->debug = opt;
  return 0;
}

int init(void) {
  pthread_mutex_lock(&default_lock);
  struct ctx *c = calloc(1, sizeof *c);
  if (!c) {
    pthread_mutex_unlock(&default_lock);
    return -1;
  }
  set_option(c, 1);
  set_option(&static_ctx, 2);
  default_ctx = c;
  pthread_mutex_unlock(&default_lock);
  return 0;
}
