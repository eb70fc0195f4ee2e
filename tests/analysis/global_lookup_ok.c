/* A lookup that selects a part of a file-scope table by its arguments
   (`&table[hash(key) & 63]`, `table + (key & 63)`, `&table[key % 64].lock`)
   gives the same object for the same arguments whatever memory holds: a
   lock named through two of its calls is one lock, as Clang compares
   the expressions, and wrappers get contracts that name it.  A lookup
   that reads memory (a key's characters, a global) is released through
   the lock it took even after writes it may read, as Clang compares the
   expressions. */
// expected-no-diagnostics
#include <pthread.h>
struct bucket { pthread_mutex_t lock; int count; };
static struct bucket table[64];
static unsigned hash(unsigned k) { return k * 2654435761u; }
static struct bucket *bucket_of(unsigned key) { return &table[hash(key) & 63]; }
static struct bucket *bucket_at(unsigned key) { return table + (key & 63); }
static pthread_mutex_t *lock_of(unsigned key) { return &table[key % 64].lock; }
static void lock_bucket(unsigned key) { pthread_mutex_lock(&bucket_of(key)->lock); }
static void unlock_bucket(unsigned key) { pthread_mutex_unlock(&bucket_of(key)->lock); }

void add(unsigned key) {
  pthread_mutex_lock(&bucket_of(key)->lock);
  bucket_of(key)->count++;
  pthread_mutex_unlock(&bucket_of(key)->lock);
}

void add_at(unsigned key) {
  pthread_mutex_lock(&bucket_at(key)->lock);
  bucket_at(key)->count++;
  pthread_mutex_unlock(&bucket_at(key)->lock);
}

void through_wrappers(unsigned key) {
  lock_bucket(key);
  bucket_of(key)->count++;
  unlock_bucket(key);
}

int count(unsigned key) {
  pthread_mutex_lock(lock_of(key));
  int n = table[key % 64].count;
  pthread_mutex_unlock(lock_of(key));
  return n;
}

static unsigned counter;
static unsigned next_key(unsigned k) { return k + counter; }
static struct bucket *bucket_next(unsigned key) { return &table[next_key(key) & 63]; }
static struct bucket *entry_for(const char *key) {
  unsigned h = 0;
  while (*key)
    h = h * 31 + (unsigned char)*key++;
  return &table[h % 64];
}

void changing(unsigned key) {
  pthread_mutex_lock(&bucket_next(key)->lock);
  counter++;
  pthread_mutex_unlock(&bucket_next(key)->lock);
}

void by_name(const char *key, int *stat) {
  pthread_mutex_lock(&entry_for(key)->lock);
  entry_for(key)->count++;
  *stat += 1;
  pthread_mutex_unlock(&entry_for(key)->lock);
}
