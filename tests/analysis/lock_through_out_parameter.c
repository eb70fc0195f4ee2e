/* The twin of lock_through_out_parameter_ok.c: with the lookup's lock
   named through what it leaves in *a_out, a caller that returns holding
   it, one that unlocks it where the lookup failed (and so returns holding
   it where it succeeded), and a caller that drops it twice are warned; a
   function that leaves its lock held where it returns an error gets no
   contract, and its leak is said in its body. */
#include <pthread.h>
#include <stddef.h>
struct zone { pthread_rwlock_t lock; int disabled; int data; struct zone *next; };
struct zone *lookup(int key);

static int find(struct zone *first, struct zone **a_out) {
  struct zone *a;
  for (a = first; a; a = a->next) {
    pthread_rwlock_rdlock(&a->lock);
    if (!a->disabled)
      break;
    pthread_rwlock_unlock(&a->lock);
  }
  *a_out = a;
  return a != NULL;
}

static int get_or_fail(int key, struct zone **out) {
  struct zone *z = lookup(key);
  pthread_rwlock_wrlock(&z->lock); // expected-note{{mutex 'lookup(key)->lock' acquired here}}
  *out = z;
  if (z->disabled)
    return -1; // expected-warning{{mutex 'lookup(key)->lock' is still held at the end of function}}
  pthread_rwlock_unlock(&z->lock);
  return 0;
}

int leak_on_success(struct zone *first) {
  struct zone *a;
  if (!find(first, &a)) // expected-note{{mutex 'a->lock' acquired here}}
    return 0;
  return a->data; // expected-warning{{mutex 'a->lock' is still held at the end of function}}
}

void unlock_on_failure(struct zone *first) {
  struct zone *a = NULL;
  if (find(first, &a)) // expected-note{{mutex 'a->lock' acquired here}}
    return; // expected-warning{{mutex 'a->lock' is still held at the end of function}}
  pthread_rwlock_unlock(&a->lock); // expected-warning{{releasing mutex 'a->lock' that was not held}}
}

void unlock_twice(struct zone *first) {
  struct zone *a;
  if (!find(first, &a))
    return;
  pthread_rwlock_unlock(&a->lock); // expected-note{{mutex 'a->lock' released here}}
  pthread_rwlock_unlock(&a->lock); // expected-warning{{releasing mutex 'a->lock' that was not held}}
}

int uses(int key) {
  struct zone *z;
  return get_or_fail(key, &z);
}
