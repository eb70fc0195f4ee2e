/* The twin of lock_index_out_parameter_ok.c: a caller that releases the
   stripe of another index than the one handed back (`key`, which may be
   the same number: that release is not said to be of no lock held), and
   one that returns holding it. */
#include <pthread.h>
struct table { pthread_mutex_t *lk; int count; long hits[64]; };

static void lock_stripe(struct table *t, int key, int *id) {
  *id = key % t->count;
  pthread_mutex_lock(t->lk + *id);
}

void wrong_stripe(struct table *t, int key) {
  int id;
  lock_stripe(t, key, &id); // expected-note{{mutex 't->lk + id' acquired here}}
  t->hits[key & 63]++;
  pthread_mutex_unlock(t->lk + key);
} // expected-warning{{mutex 't->lk + id' is still held at the end of function}}

long keeps_stripe(struct table *t, int key) {
  int id;
  lock_stripe(t, key, &id); // expected-note{{mutex 't->lk + id' acquired here}}
  return ++t->hits[key & 63]; // expected-warning{{mutex 't->lk + id' is still held at the end of function}}
}
