/* Contracts inferred for functions without annotations: lock and unlock
   wrappers, a try-lock wrapper, `_locked` helpers whose needs become their
   callers' (static, address not taken), recursion, mutual recursion, and
   the helpers that keep their checks in their bodies: one whose address
   is taken and one with external linkage. */
#include <pthread.h>
#define GUARDED_BY(x) __attribute__((guarded_by(x)))

struct conn {
  pthread_mutex_t mu;
  int refs GUARDED_BY(mu);
};

static void conn_lock(struct conn *c) { pthread_mutex_lock(&c->mu); }
static void conn_unlock(struct conn *c) { pthread_mutex_unlock(&c->mu); }
static int conn_trylock(struct conn *c) { return pthread_mutex_trylock(&c->mu); }
static void conn_ref_locked(struct conn *c) { c->refs++; }

void ref_unlocked(struct conn *c) {
  conn_ref_locked(c); // expected-warning{{calling function 'conn_ref_locked' requires holding mutex 'c->mu' exclusively}}
}

void ref_leaked(struct conn *c) {
  conn_lock(c); // expected-note{{mutex 'c->mu' acquired here}}
  conn_ref_locked(c);
} // expected-warning{{mutex 'c->mu' is still held at the end of function}}

int ref_after_failed_try(struct conn *c) {
  if (conn_trylock(c) != 0) {
    conn_ref_locked(c); // expected-warning{{calling function 'conn_ref_locked' requires holding mutex 'c->mu' exclusively}}
    return -1;
  }
  conn_unlock(c);
  return 0;
}

void unlock_twice(struct conn *c) {
  conn_lock(c);
  conn_unlock(c);
  conn_unlock(c); // expected-warning{{releasing mutex 'c->mu' that was not held}}
}

pthread_mutex_t list_mu;
int visits GUARDED_BY(list_mu);
struct node {
  struct node *next;
  int v GUARDED_BY(list_mu);
};

static int sum_locked(struct node *n) {
  if (!n)
    return 0;
  return n->v + sum_locked(n->next);
}

int sum_unlocked(struct node *n) {
  return sum_locked(n); // expected-warning{{calling function 'sum_locked' requires holding mutex 'list_mu'}}
}

static int odd_locked(int n);
static int even_locked(int n) {
  visits++;
  return n == 0 ? 1 : odd_locked(n - 1);
}
static int odd_locked(int n) { return n == 0 ? 0 : even_locked(n - 1); }

int parity_unlocked(int n) {
  return odd_locked(n); // expected-warning{{calling function 'odd_locked' requires holding mutex 'list_mu' exclusively}}
}

static void bump_locked(struct conn *c) {
  c->refs++; // expected-warning{{writing variable 'refs' requires holding mutex 'c->mu' exclusively}}
}
void (*bump_hook)(struct conn *) = bump_locked;

void exported_locked(struct conn *c) {
  c->refs--; // expected-warning{{writing variable 'refs' requires holding mutex 'c->mu' exclusively}}
}
