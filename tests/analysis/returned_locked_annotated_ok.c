/* A function of another file that returns an object with the object's
   lock held, written down with annotalysis's own annotation (`return` in
   the expression is the value returned; include/annotalysis.h spells it
   ACQUIRE_RETURNED and TRY_ACQUIRE_RETURNED), where inference cannot see
   the body; and a body checked against the annotation. */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
struct zone {
  pthread_mutex_t mutex;
  int count __attribute__((guarded_by(mutex)));
};
struct zone *zone_get(int id) __attribute__((acquire_capability(return->mutex)));
struct zone *zone_find(int id) __attribute__((try_acquire_capability(1, return->mutex)));
struct zone *zone_lock(struct zone *z) __attribute__((acquire_capability(return->mutex)));

int count_of(int id) {
  struct zone *z = zone_get(id);
  int n = z->count;
  pthread_mutex_unlock(&z->mutex);
  return n;
}

void count_in(int id) {
  struct zone *z = zone_find(id);
  if (z == NULL)
    return;
  z->count++;
  pthread_mutex_unlock(&z->mutex);
}

struct zone *zone_lock(struct zone *z) {
  pthread_mutex_lock(&z->mutex);
  return z;
}
