/* Functions that lock, and unlock again where they fail, so that they
   return with the lock held only where their result says success in C's
   usual sense: a pointer that is not null, true, or 0 against a negative
   error (collectd's `uc_get_meta`: lock the cache, look the entry up,
   unlock and return NULL if it has none).  Each is inferred a try-lock
   that succeeds with that result, and its callers release the lock where
   it succeeded. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

struct entry { int *meta; };
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
struct entry *lookup(const char *name);
int *meta_create(void);
int valid(const char *name);

static int *get_meta(const char *name) {
  struct entry *ce;
  pthread_mutex_lock(&cache_lock);
  ce = lookup(name);
  if (ce == NULL) {
    pthread_mutex_unlock(&cache_lock);
    return NULL;
  }
  if (ce->meta == NULL)
    ce->meta = meta_create();
  if (ce->meta == NULL) /* the value returned, tested where it is not a constant */
    pthread_mutex_unlock(&cache_lock);
  return ce->meta;
}

static bool lock_if_valid(const char *name) {
  pthread_mutex_lock(&cache_lock);
  if (!valid(name)) {
    pthread_mutex_unlock(&cache_lock);
    return false;
  }
  return true;
}

static int lock_valid(const char *name) {
  pthread_mutex_lock(&cache_lock);
  if (!valid(name)) {
    pthread_mutex_unlock(&cache_lock);
    return -22;
  }
  return 0;
}

int meta_exists(const char *name) {
  int *meta = get_meta(name);
  if (meta == NULL)
    return -1;
  int status = *meta;
  pthread_mutex_unlock(&cache_lock);
  return status;
}

int touch(const char *name) {
  if (!lock_if_valid(name))
    return -1;
  pthread_mutex_unlock(&cache_lock);
  if (lock_valid(name))
    return -1;
  pthread_mutex_unlock(&cache_lock);
  return 0;
}
