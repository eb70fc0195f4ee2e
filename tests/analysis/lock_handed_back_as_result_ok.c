/* A function called with a zone's lock held either gives the zone back,
   its lock still held, or releases it and gives another zone, locked
   (fio's zbd_replay_write_order): the lock goes back to the caller as
   the result's in both cases, so the contract is "acquire(return->mutex)
   release(z->mutex)" (--dump-contracts), and a caller that holds the
   zone's lock and releases the result's is right. */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
struct zone { pthread_mutex_t mutex; int open, writes; };
static struct zone zones[4];
int pick(void);

static struct zone *other_zone(void) {
  struct zone *z = &zones[pick()];
  pthread_mutex_lock(&z->mutex);
  return z;
}

static struct zone *replay(struct zone *z) {
  if (!z->open) {
    pthread_mutex_unlock(&z->mutex);
    z = other_zone();
  }
  z->writes++;
  return z;
}

static void *writer(void *arg) {
  struct zone *z = &zones[(long)arg];
  pthread_mutex_lock(&z->mutex);
  z = replay(z);
  z->writes++;
  pthread_mutex_unlock(&z->mutex);
  return NULL;
}

void start(void) {
  pthread_t t;
  pthread_create(&t, NULL, writer, (void *)1);
}
