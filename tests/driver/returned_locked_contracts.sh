# A function that returns an object with the object's lock held gets an
# inferred contract naming the lock through the value returned: `return`
# in the dump, (result) in the term form, which reads back.  find_zone
# returns &zones[i] locked or NULL (a try-lock whose success is a non-null
# result), lookup the same through a local, get_locked its argument or
# NULL, lock_first always an element (an acquire).
. "$(dirname "$0")/lib.bash"
file=$work/t.c
cat > "$file" <<'C'
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
struct zone *lookup(struct zone *z, int n, int id) {
  for (int i = 0; i < n; i++) {
    struct zone *c = &z[i];
    pthread_mutex_lock(&c->mutex);
    if (c->id == id)
      return c;
    pthread_mutex_unlock(&c->mutex);
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
struct zone *lock_first(struct zone *z, int n) {
  int i = 0;
  while (i < n - 1 && z[i].count == 0)
    i++;
  pthread_mutex_lock(&z[i].mutex);
  return &z[i];
}
C
run --dump-contracts "$file"
expect_status 0
expect_empty "$work/err" "no warning"
expect_match "$work/out" "^5: function find_zone: try_acquire\(1, return->mutex\) \(inferred\)$" "find_zone"
expect_match "$work/out" "^14: function lookup: try_acquire\(1, return->mutex\) \(inferred\)$" "lookup"
expect_match "$work/out" "^24: function get_locked: try_acquire\(1, return->mutex\) \(inferred\)$" "get_locked"
expect_match "$work/out" "^32: function lock_first: acquire\(return->mutex\) \(inferred\)$" "lock_first"
run --dump-contracts=terms "$file"
expect_status 0
expect_match "$work/out" "^5: function find_zone: try_acquire\(1, \(field \(deref \(result\)\) mutex\)\) \(inferred\)$" "term form"
expect_no_match "$work/out" "<reads back" "read back"
