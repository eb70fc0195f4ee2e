/* The twin of lock_handed_back_as_result_ok.c: one writer calls replay
   without the zone's lock, which replay releases; another keeps the
   zone it is given back locked. */
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

static void *unlocked_writer(void *arg) {
  struct zone *z = &zones[(long)arg];
  z = replay(z); // expected-warning{{releasing mutex 'zones[arg].mutex' that was not held}}
  pthread_mutex_unlock(&z->mutex);
  return NULL;
}

static void *keeping_writer(void *arg) {
  struct zone *z = &zones[(long)arg];
  pthread_mutex_lock(&z->mutex);
  z = replay(z); // expected-note{{mutex 'replay(z)->mutex' acquired here}}
  z->writes++;
  return NULL; // expected-warning{{mutex 'replay(z)->mutex' is still held at the end of function}}
}

void start(void) {
  pthread_t t, u;
  pthread_create(&t, NULL, unlocked_writer, (void *)1);
  pthread_create(&u, NULL, keeping_writer, (void *)2);
}
