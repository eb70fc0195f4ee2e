/* Locks handed to the caller through an out-parameter (unbound's
   rpz_resolve_client_action_and_zone, `*a_out = a` with a->lock held):
   the lookup gets `try_acquire_shared(1, (*a_out)->lock)` where the number
   it returns says whether it found one, `acquire((*out)->lock)` where it
   always does (--dump-contracts), and its callers, which pass `&a`, name
   the lock by a after the call: into a local, into a member, and through
   a wrapper that hands its own out-parameter on. */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
struct zone { pthread_rwlock_t lock; int disabled; int data; struct zone *next; };
struct holder { struct zone *cur; };
struct zone *lookup(int key);

static int find(struct zone *first, struct zone **a_out) {
  struct zone *a;
  for (a = first; a; a = a->next) {
    pthread_rwlock_rdlock(&a->lock);
    if (!a->disabled)
      break; /* a->lock kept for the caller */
    pthread_rwlock_unlock(&a->lock);
  }
  *a_out = a;
  return a != NULL;
}

static void get(int key, struct zone **out) {
  struct zone *z = lookup(key);
  pthread_rwlock_wrlock(&z->lock);
  *out = z;
}

static int find_enabled(struct zone *first, struct zone **out) {
  return find(first, out);
}

int answer(struct zone *first) {
  struct zone *a;
  if (!find(first, &a))
    return 0;
  int d = a->data;
  pthread_rwlock_unlock(&a->lock);
  return d;
}

void update(int key, int data) {
  struct zone *z;
  get(key, &z);
  z->data = data;
  pthread_rwlock_unlock(&z->lock);
}

int into_member(struct holder *h, struct zone *first) {
  if (!find(first, &h->cur))
    return 0;
  int d = h->cur->data;
  pthread_rwlock_unlock(&h->cur->lock);
  return d;
}

int through_wrapper(struct zone *first) {
  struct zone *z;
  if (!find_enabled(first, &z))
    return -1;
  int d = z->data;
  pthread_rwlock_unlock(&z->lock);
  return d;
}
