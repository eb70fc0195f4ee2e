/* returned_locked_annotated_ok.c's annotations, misused: the lock of the
   object returned is not released, an access is made before the result
   is known not to be NULL, and a body returns an object whose lock it
   did not take. */
#include <pthread.h>
#include <stddef.h>
struct zone {
  pthread_mutex_t mutex;
  int count __attribute__((guarded_by(mutex)));
};
struct zone *zone_get(int id) __attribute__((acquire_capability(return->mutex)));
struct zone *zone_find(int id) __attribute__((try_acquire_capability(1, return->mutex)));
struct zone *zone_lock(struct zone *z, struct zone *other) __attribute__((acquire_capability(return->mutex)));

int leaked(int id) {
  struct zone *z = zone_get(id); // expected-note{{mutex 'zone_get(id)->mutex' acquired here}}
  return z->count; // expected-warning{{mutex 'zone_get(id)->mutex' is still held at the end of function}}
}

void unchecked(int id) {
  struct zone *z = zone_find(id);
  z->count++; // expected-warning{{writing variable 'count' requires holding mutex 'zone_find(id)->mutex' exclusively}}
  if (z)
    pthread_mutex_unlock(&z->mutex);
}

struct zone *zone_lock(struct zone *z, struct zone *other) { // expected-note{{mutex acquired here}}
  pthread_mutex_lock(&z->mutex); // expected-note{{mutex 'z->mutex' acquired here}}
  return other; // expected-warning{{expecting mutex 'other->mutex' to be held at the end of function}} \
                // expected-warning{{mutex 'z->mutex' is still held at the end of function}}
}
