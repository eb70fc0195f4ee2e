/* returned_locked_ok.c's pattern, wrong: a caller that keeps the lock,
   one that releases it without testing the result (on the NULL path it
   was never taken), and a thread that keeps the lock a function takes
   only where the object's id is not negative (its contract says so:
   `acquire(z->mutex when z->id >= 0)`). */
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

struct zone *sometimes_unlocked(struct zone *z) {
  if (z->id < 0)
    return z;
  pthread_mutex_lock(&z->mutex);
  return z;
}

static void *counter(void *arg) {
  struct zone *z = sometimes_unlocked(arg); // expected-note{{mutex 'arg->mutex' acquired here}}
  z->count++;
  return 0; // expected-warning{{mutex 'arg->mutex' is still held at the end of function}}
}

void start_counter(struct zone *z) {
  pthread_t t;
  pthread_create(&t, 0, counter, z);
}

void keeps_it(int id) {
  struct zone *f = find_zone(id); // expected-note{{mutex 'find_zone(id)->mutex' acquired here}}
  if (f)
    f->count++;
} // expected-warning{{mutex 'find_zone(id)->mutex' is still held at the end of function}}

void untested(int id) {
  struct zone *f = find_zone(id);
  f->count++;
  pthread_mutex_unlock(&f->mutex); // expected-warning{{releasing mutex 'find_zone(id)->mutex' that was not held}}
}
