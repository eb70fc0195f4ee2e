/* The opposite orders are two calls deep: lock wrappers (whose inferred
   contract makes the call the place the lock is acquired), and helpers
   that take a lock of their own while the caller holds another. */
#include <pthread.h>

static pthread_mutex_t cache_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t disk_mu = PTHREAD_MUTEX_INITIALIZER;
static int cached, written;

static void cache_lock(void) { pthread_mutex_lock(&cache_mu); }
static void cache_unlock(void) { pthread_mutex_unlock(&cache_mu); }

static void write_block(void) {
  pthread_mutex_lock(&disk_mu); // expected-note{{'disk_mu' acquired here, in function 'write_block'}}
  written++;
  pthread_mutex_unlock(&disk_mu);
}

static void flush(void) {
  write_block(); // expected-note{{'write_block' called here, in function 'flush'}}
}

static void evict(void) {
  cache_lock(); // expected-note{{'cache_mu' acquired here, in function 'evict'}}
  cached--;
  cache_unlock();
}

void *writer(void *arg) {
  cache_lock(); // expected-note{{'cache_mu' acquired here}}
  cached++;
  flush(); // expected-warning{{potential deadlock: 'cache_mu' and 'disk_mu' are acquired in opposite orders}} \
           // expected-note{{'disk_mu' acquired through a call to 'flush' while 'cache_mu' is held, in function 'writer'}}
  cache_unlock();
  return arg;
}

void *cleaner(void *arg) {
  pthread_mutex_lock(&disk_mu); // expected-note{{'disk_mu' acquired here}}
  evict(); // expected-note{{'cache_mu' acquired through a call to 'evict' while 'disk_mu' is held, in function 'cleaner'}}
  pthread_mutex_unlock(&disk_mu);
  return arg;
}
