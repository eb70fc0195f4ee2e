/* A function that returns an object with the object's lock held, or
   NULL, and its callers, which release the lock once the result is known
   not to be NULL (tests/contracts/returned_locked.c shows the contracts:
   the lock is named through the value returned). */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
struct zone { pthread_mutex_t mutex; int id; int count; };
struct zone zones[16];

struct zone *find_zone(int id) {
  for (int i = 0; i < 16; i++) {
    pthread_mutex_lock(&zones[i].mutex);
    if (zones[i].id == id)
      return &zones[i];
    pthread_mutex_unlock(&zones[i].mutex);
  }
  return NULL;
}

struct zone *get_locked(struct zone *z) {
  pthread_mutex_lock(&z->mutex);
  if (z->id < 0) {
    pthread_mutex_unlock(&z->mutex);
    return NULL;
  }
  return z;
}

void count_in(int id) {
  struct zone *f = find_zone(id);
  if (f) {
    f->count++;
    pthread_mutex_unlock(&f->mutex);
  }
}

int count_of(struct zone *z) {
  struct zone *f = get_locked(z);
  if (f == NULL)
    return -1;
  int n = f->count;
  pthread_mutex_unlock(&f->mutex);
  return n;
}
