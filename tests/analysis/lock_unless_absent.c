/* lock_unless_absent_ok.c's shapes gone wrong.  A function held where it
   returns an error and released where it succeeds leaks the lock on its
   error path: no try-lock is inferred, the leak is reported in it.  A
   try-lock that succeeds with a pointer, whose caller forgets to release
   the lock where it succeeded, leaks it in the caller.  A function that
   also returns null with the lock held says by no result whether it is. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
int *lookup(const char *name);
int valid(const char *name);
int *malloc_like(const char *name);

int update(const char *name) {
  pthread_mutex_lock(&cache_lock); // expected-note{{mutex 'cache_lock' acquired here}}
  if (!valid(name))
    return -1; // expected-warning{{mutex 'cache_lock' is still held at the end of function}}
  pthread_mutex_unlock(&cache_lock);
  return 0;
}

static int *find_locked(const char *name) {
  pthread_mutex_lock(&cache_lock);
  int *p = lookup(name);
  if (!p)
    pthread_mutex_unlock(&cache_lock);
  return p;
}

int read_value(const char *name) {
  int *p = find_locked(name); // expected-note{{mutex 'cache_lock' acquired here}}
  if (!p)
    return -1;
  return *p; // expected-warning{{mutex 'cache_lock' is still held at the end of function}}
}

static int *find_or_fail(const char *name) {
  int *p = malloc_like(name);
  if (!p)
    return NULL;
  pthread_mutex_lock(&cache_lock); // expected-note 2 {{mutex 'cache_lock' acquired here}}
  if (!valid(name))
    return NULL; // expected-warning{{mutex 'cache_lock' is still held at the end of function}}
  return p; // expected-warning{{mutex 'cache_lock' is still held at the end of function}}
}

int use_it(const char *name) {
  int *p = find_or_fail(name);
  if (!p)
    return -1;
  pthread_mutex_unlock(&cache_lock); // expected-warning{{releasing mutex 'cache_lock' that was not held}}
  return 0;
}
