/* global_lookup_ok.c's lookups, misused: released through another
   key's bucket, left held on an early return, taken twice. */
#include <pthread.h>
struct bucket { pthread_mutex_t lock; int count; };
static struct bucket table[64];
static unsigned hash(unsigned k) { return k * 2654435761u; }
static struct bucket *bucket_of(unsigned key) { return &table[hash(key) & 63]; }
static pthread_mutex_t *lock_of(unsigned key) { return &table[key % 64].lock; }
static void lock_bucket(unsigned key) { pthread_mutex_lock(&bucket_of(key)->lock); }
static void unlock_bucket(unsigned key) { pthread_mutex_unlock(&bucket_of(key)->lock); }

void other_key(unsigned key) {
  pthread_mutex_lock(&bucket_of(key)->lock); // expected-note{{mutex 'bucket_of(key)->lock' acquired here}}
  bucket_of(key)->count++;
  pthread_mutex_unlock(&bucket_of(key + 1)->lock); // expected-warning{{releasing mutex 'bucket_of(key + 1)->lock' that was not held}}
} // expected-warning{{mutex 'bucket_of(key)->lock' is still held at the end of function}}

void early_return(unsigned key) {
  pthread_mutex_lock(lock_of(key)); // expected-note{{mutex 'lock_of(key)' acquired here}}
  if (key)
    return; // expected-warning{{mutex 'lock_of(key)' is still held at the end of function}}
  pthread_mutex_unlock(lock_of(key));
}

void twice(unsigned key) {
  lock_bucket(key); // expected-note{{mutex acquired here}}
  lock_bucket(key); // expected-warning{{acquiring mutex 'bucket_of(key)->lock' that is already held}}
  unlock_bucket(key);
}

static struct bucket *entry_for(const char *key) {
  unsigned h = 0;
  while (*key)
    h = h * 31 + (unsigned char)*key++;
  return &table[h % 64];
}

void twice_by_name(const char *key, int *stat) {
  pthread_mutex_lock(&entry_for(key)->lock); // expected-note{{mutex acquired here}}
  *stat += 1;
  pthread_mutex_lock(&entry_for(key)->lock); // expected-warning{{acquiring mutex 'entry_for(key)->lock' that is already held}}
  pthread_mutex_unlock(&entry_for(key)->lock);
}
