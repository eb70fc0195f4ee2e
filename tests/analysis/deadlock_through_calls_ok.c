/* deadlock_through_calls.c with the cleaner releasing the disk before it
   evicts: one order, cache then disk. */
// expected-no-diagnostics
#include <pthread.h>

static pthread_mutex_t cache_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t disk_mu = PTHREAD_MUTEX_INITIALIZER;
static int cached, written;

static void cache_lock(void) { pthread_mutex_lock(&cache_mu); }
static void cache_unlock(void) { pthread_mutex_unlock(&cache_mu); }

static void write_block(void) {
  pthread_mutex_lock(&disk_mu);
  written++;
  pthread_mutex_unlock(&disk_mu);
}

static void flush(void) { write_block(); }

static void evict(void) {
  cache_lock();
  cached--;
  cache_unlock();
}

void *writer(void *arg) {
  cache_lock();
  cached++;
  flush();
  cache_unlock();
  return arg;
}

void *cleaner(void *arg) {
  pthread_mutex_lock(&disk_mu);
  written = 0;
  pthread_mutex_unlock(&disk_mu);
  evict();
  return arg;
}
