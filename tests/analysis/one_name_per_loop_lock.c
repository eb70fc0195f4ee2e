/* A loop that takes the lock of each zone that has one returns the first
   that fits, its lock held where it has one: no contract says so (the
   result does not tell whether the lock is held), and the lock is still
   held at `return z1;`.
   The first pass names the lock through the loop's start (`(zb +
   1)->mutex`), the later ones through the loop's variable (`z1->mutex`),
   both taken at the same place: one finding, named as the line writes it
   (fio's zbd_find_zone).  Point 7 of issue 12: before, one warning and
   one note for each name. */
#include <pthread.h>
#include <stddef.h>
struct zone { pthread_mutex_t mutex; unsigned long start, wp; int has_wp; };

struct zone *find_zone(struct zone *zb, struct zone *zl, unsigned long min_bytes) {
  for (struct zone *z1 = zb + 1; z1 < zl; z1++) {
    if (z1->has_wp)
      pthread_mutex_lock(&z1->mutex); // expected-note{{mutex 'z1->mutex' acquired here}}
    if (z1->start + min_bytes <= z1->wp)
      return z1; // expected-warning{{mutex 'z1->mutex' is still held at the end of function}}
    if (z1->has_wp)
      pthread_mutex_unlock(&z1->mutex);
  }
  return NULL;
}
